import { beforeEach, expect, it, jest } from '@jest/globals';
import type { ServiceType, Vehicle } from '@elite/contracts/catalogue';
import { TERMS_MESSAGE } from '@elite/contracts/booking';
import { INVALID_EMAIL_MESSAGE } from '@elite/contracts/constants';
import { SERVICE_TYPES_KEY, VEHICLES_KEY } from '@elite/web-kit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { VEHICLE_TYPES_KEY } from '../api/use-vehicle-types';
import { BookingForm } from './booking-form';

// The catalogue as the API serves it (only what the form reads of it).
const serviceTypes = [
  { id: 1, name: 'Airport Transfer', value: 'airport' },
  { id: 2, name: 'Hourly Charter', value: 'hourly' },
] as ServiceType[];
const vehicles = [{ id: 1, name: 'Mercedes-Benz V-Class', isActive: true }] as Vehicle[];

const sent: { url: string; method: string }[] = [];

beforeEach(() => {
  sent.length = 0;
  // Nothing may leave the page while the form refuses what it holds; what does is kept to be seen.
  window.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({ url: String(input), method: init?.method ?? 'GET' });
    return Promise.reject(new TypeError('no network in this test'));
  });
});

function renderForm(onBooked = jest.fn()) {
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [SERVICE_TYPES_KEY]: serviceTypes, [VEHICLES_KEY]: vehicles, [VEHICLE_TYPES_KEY]: [] },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter initialEntries={['/booking']}>
        <BookingForm onBooked={onBooked} />
      </MemoryRouter>
    </SWRConfig>,
  );
  return onBooked;
}

/** What a screen reader says of a refused field, found by its label: the message under it. */
async function errorOf(label: string) {
  const control = screen.getByLabelText(label);
  const said = () =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  await waitFor(() => {
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(said()).not.toBe('');
  });
  return said();
}

const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

it('says under each field what an empty booking lacks, and sends nothing', async () => {
  const onBooked = renderForm();
  await press('Book Now');

  expect(await errorOf('Pick-up Location')).toBe('Pick-up location is required');
  expect(await errorOf('Drop-off Location')).toBe('Drop-off location is required');
  expect(await errorOf('Full Name')).toBe('Full name is required');
  expect(await errorOf('Email')).toBe(INVALID_EMAIL_MESSAGE);
  expect(await errorOf('Phone')).toBe('Phone is required');
  expect(screen.getByText(TERMS_MESSAGE)).toBeTruthy();
  // The day and time start at the next noon ahead (docs/product.md §5): nothing to say of them.
  expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByLabelText('Time').getAttribute('aria-invalid')).toBeNull();
  expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  expect(onBooked).not.toHaveBeenCalled();
});

it('takes a message away as soon as its field is put right, and keeps the others', async () => {
  renderForm();
  await press('Book Now');
  expect(await errorOf('Email')).toBe(INVALID_EMAIL_MESSAGE);

  await act(async () =>
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'avery@example.com' } }),
  );
  await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull());
  expect(await errorOf('Phone')).toBe('Phone is required');
});

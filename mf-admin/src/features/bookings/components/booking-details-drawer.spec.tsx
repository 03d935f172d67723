import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { BOOKING_TRANSITIONS, type AdminBooking } from '@elite/contracts/booking';
import { SERVICE_TYPES_KEY, VEHICLES_KEY, setApiFetch } from '@elite/web-kit';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BookingDetailsDrawer } from './booking-details-drawer';

const pending: AdminBooking = {
  id: 41,
  status: 'pending',
  serviceTypeId: 1,
  vehicleId: 1,
  pickupLocation: 'The Peninsula, Beverly Hills',
  dropoffLocation: 'LAX Terminal 4',
  date: '2031-06-15',
  time: '14:30',
  passengers: 4,
  luggage: 3,
  specialRequests: null,
  paymentMethod: 'cash',
  flightNumber: null,
  landingDate: null,
  landingTime: null,
  freeWaitingMinutes: null,
  isRoundTrip: false,
  fullName: 'Avery Quinn',
  email: 'avery@example.com',
  phone: '+1 310 555 0147',
  userId: null,
  createdAt: '2031-06-01T10:00:00.000Z',
  totalPrice: 240,
  estimatedPrice: 240,
};

/** What the drawer asked the API for changes, and how the server answers one. */
const changes: { method: string; url: string; body: unknown }[] = [];
let answer: { status: number; body: unknown };

const response = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

beforeEach(() => {
  changes.length = 0;
  setApiFetch(async (url, init = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return response(200, []); // the ride's history, e-mails, chauffeurs: none yet
    changes.push({ method, url: String(url), body: JSON.parse(String(init.body)) });
    return response(answer.status, answer.body);
  });
});

afterEach(cleanup);

function openDrawer(booking: AdminBooking) {
  const onUpdated = jest.fn();
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: {
          [SERVICE_TYPES_KEY]: [{ id: 1, name: 'Airport Transfer', value: 'airport' }],
          [VEHICLES_KEY]: [{ id: 1, name: 'Mercedes-Benz V-Class', isActive: true }],
        },
      }}
    >
      <BookingDetailsDrawer booking={booking} open onClose={() => undefined} onUpdated={onUpdated} />
    </SWRConfig>,
  );
  return onUpdated;
}

const actions = () => screen.getByRole('group', { name: 'Change status' });
const reason = () =>
  within(actions()).getByLabelText<HTMLTextAreaElement>('Reason (optional, kept in the history)');

it('offers the changes the booking’s status allows, and none once it is closed', () => {
  openDrawer(pending);
  expect(
    within(actions())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Confirm Booking', 'Cancel Booking']);
  expect(BOOKING_TRANSITIONS.pending).toEqual(['confirmed', 'cancelled']);
  cleanup();

  openDrawer({ ...pending, status: 'completed' });
  expect(screen.queryByRole('group', { name: 'Change status' })).toBeNull();
  expect(screen.getByText('This booking is closed; its status can no longer change.')).toBeTruthy();
});

it('sends the change with its reason, hands on the booking the server returns and clears the reason', async () => {
  const confirmed = { ...pending, status: 'confirmed' as const };
  answer = { status: 200, body: confirmed };
  const onUpdated = openDrawer(pending);
  fireEvent.change(reason(), { target: { value: 'Price agreed by phone' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' })));

  expect(changes).toEqual([
    {
      method: 'PATCH',
      url: '/api/admin/bookings/41/status',
      body: { status: 'confirmed', reason: 'Price agreed by phone' },
    },
  ]);
  expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ id: 41, status: 'confirmed' }));
  expect(reason().value).toBe('');
});

it('keeps what staff wrote when the server refuses the change', async () => {
  answer = { status: 409, body: { statusCode: 409, message: 'The van is booked at that time' } };
  const onUpdated = openDrawer(pending);
  fireEvent.change(reason(), { target: { value: 'Customer called' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' })));

  expect(changes).toHaveLength(1);
  expect(onUpdated).not.toHaveBeenCalled();
  expect(reason().value).toBe('Customer called');
  expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeTruthy();
});

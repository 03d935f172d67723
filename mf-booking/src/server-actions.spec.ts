import { describe, expect, it } from '@jest/globals';
import type { PageActionInput } from '@elite/contracts/server-render';
import { action } from './server-actions';
import { bookingFormValues } from './features/booking/utils/booking-form-text';

const posted = (form: string, fields: Record<string, string>): PageActionInput => ({
  form,
  fields,
  params: {},
  query: {},
  headers: {},
});

describe('bookingFormValues', () => {
  it('turns the posted text into the JSON types of the booking schema, leaving out empty fields', () => {
    expect(
      bookingFormValues({
        serviceTypeId: '2',
        vehicleId: '1',
        passengers: '3',
        luggage: '',
        isRoundTrip: 'true',
        pickupLocation: 'LAX',
        flightNumber: '',
        idempotencyKey: 'k',
      }),
    ).toEqual({
      serviceTypeId: 2,
      vehicleId: 1,
      passengers: 3,
      isRoundTrip: true,
      termsAccepted: false,
      pickupLocation: 'LAX',
    });
  });

  it('keeps a number that is not one as text, for the schema to refuse', () => {
    expect(bookingFormValues({ passengers: 'three' }).passengers).toBe('three');
  });
});

describe("mf_booking's action", () => {
  it('answers a booking with wrong fields with the page again: 400, the values as sent, each error by its field', async () => {
    const fields = {
      pickupLocation: 'LAX',
      dropoffLocation: '',
      date: '2031-02-30',
      time: '12:00',
      passengers: '2',
      fullName: 'Nadia Brooks',
      email: 'nadia@example.com',
      phone: '+1 310 555 0142',
      paymentMethod: 'cash',
    };
    const result = await action('HomePage', posted('booking', fields));
    expect(result).toEqual({
      status: 400,
      posted: {
        form: 'booking',
        values: fields,
        errors: expect.arrayContaining([
          { path: 'dropoffLocation', message: 'Drop-off location is required' },
          { path: 'date', message: 'Date must be a valid date (yyyy-MM-dd)' },
          { path: 'termsAccepted', message: 'You must accept the terms and conditions' },
        ]),
      },
    });
  });

  it('answers a contact message with a wrong e-mail under that field', async () => {
    const result = await action(
      'HomePage',
      posted('contact', { name: 'Owen', email: 'owen-at-example', subject: 'Hi', message: 'Hello' }),
    );
    expect(result).toMatchObject({
      status: 400,
      posted: { form: 'contact', errors: [{ path: 'email', message: 'Please enter a valid email address' }] },
    });
  });

  it('leaves a form that is not on the page to others', async () => {
    expect(await action('BookingPage', posted('contact', {}))).toBeUndefined();
    expect(await action('MagicLinkPage', posted('booking', {}))).toBeUndefined();
    expect(await action('HomePage', posted('constructor', {}))).toBeUndefined();
  });
});

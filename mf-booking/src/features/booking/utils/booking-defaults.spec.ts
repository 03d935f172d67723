import { describe, expect, it, jest } from '@jest/globals';
import { bookingFormSchema } from '@elite/contracts/booking';
import { FLEET_VEHICLE_ID } from '@elite/contracts/constants';
import { bookingFormDefaults } from './booking-defaults';

describe('bookingFormDefaults', () => {
  it('holds the defaults of docs/product.md §5', () => {
    jest.useFakeTimers({ now: new Date(2031, 4, 9, 15, 30) });
    try {
      expect(bookingFormDefaults()).toEqual({
        serviceTypeId: 1,
        vehicleId: FLEET_VEHICLE_ID,
        date: '2031-05-09',
        time: '12:00',
        passengers: 1,
        luggage: 1,
        isRoundTrip: false,
        paymentMethod: 'cash',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves only the fields a person must fill in (and the terms) failing validation', () => {
    const result = bookingFormSchema.safeParse(bookingFormDefaults());
    const failing = result.success ? [] : result.error.issues.map(({ path }) => path.join('.'));
    expect(failing.sort()).toEqual([
      'dropoffLocation',
      'email',
      'fullName',
      'phone',
      'pickupLocation',
      'termsAccepted',
    ]);
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { bookingFormSchema } from '@elite/contracts/booking';
import { FLEET_VEHICLE_ID } from '@elite/contracts/constants';
import { bookingFormDefaults } from './booking-defaults';

describe('bookingFormDefaults', () => {
  it('holds the defaults of docs/product.md §5: the day is the next one on which noon is ahead in Los Angeles', () => {
    // 11:30 in Los Angeles (PDT, UTC−7): today still has its noon.
    jest.useFakeTimers({ now: new Date('2031-05-09T18:30:00Z') });
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
        flightOrigin: 'domestic',
      });
      // 12:00 there: today's noon is not ahead any more, tomorrow's is.
      jest.setSystemTime(new Date('2031-05-09T19:00:00Z'));
      expect(bookingFormDefaults().date).toBe('2031-05-10');
      // Already the 10th in UTC, still the 9th (23:59) in Los Angeles: the 10th's noon is next.
      jest.setSystemTime(new Date('2031-05-10T06:59:00Z'));
      expect(bookingFormDefaults().date).toBe('2031-05-10');
      // 00:30 on the 10th in Los Angeles: that day's noon is ahead.
      jest.setSystemTime(new Date('2031-05-10T07:30:00Z'));
      expect(bookingFormDefaults().date).toBe('2031-05-10');
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

import { createBookingSchema, type BookingForm } from '@elite/contracts/booking';
import { PASSENGERS_MIN } from '@elite/contracts/constants';
import { DEFAULT_BUSINESS_TIME_ZONE, defaultPickupDate } from '@elite/contracts/ride-schedule';

const DEFAULT_TIME = '12:00';
const DEFAULT_LUGGAGE = 1;

const { serviceTypeId, vehicleId, isRoundTrip } = createBookingSchema.shape;

/**
 * Spec §5 defaults; the day is read at call time so a reset after noon moves on. It is the company's
 * day (the default BUSINESS_TIME_ZONE, as the server and the browser both draw the form), not the
 * browser's: the next one on which 12:00 is still ahead.
 */
export function bookingFormDefaults(): Partial<BookingForm> {
  return {
    serviceTypeId: serviceTypeId.parse(undefined),
    vehicleId: vehicleId.parse(undefined),
    date: defaultPickupDate(new Date(), DEFAULT_BUSINESS_TIME_ZONE, DEFAULT_TIME),
    time: DEFAULT_TIME,
    passengers: PASSENGERS_MIN,
    luggage: DEFAULT_LUGGAGE,
    isRoundTrip: isRoundTrip.parse(undefined),
    paymentMethod: 'cash',
    flightOrigin: 'domestic',
  };
}

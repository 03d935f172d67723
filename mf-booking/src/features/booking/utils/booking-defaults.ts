import { createBookingSchema, type BookingForm } from '@elite/contracts/booking';
import { PASSENGERS_MIN } from '@elite/contracts/constants';
import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';
const DEFAULT_TIME = '12:00';
const DEFAULT_LUGGAGE = 1;

const { serviceTypeId, vehicleId, isRoundTrip } = createBookingSchema.shape;

/** Spec §5 defaults; today's date is read at call time so a reset after midnight moves on. */
export function bookingFormDefaults(): Partial<BookingForm> {
  return {
    serviceTypeId: serviceTypeId.parse(undefined),
    vehicleId: vehicleId.parse(undefined),
    date: dayjs().format(DATE_FORMAT),
    time: DEFAULT_TIME,
    passengers: PASSENGERS_MIN,
    luggage: DEFAULT_LUGGAGE,
    isRoundTrip: isRoundTrip.parse(undefined),
    paymentMethod: 'cash',
  };
}

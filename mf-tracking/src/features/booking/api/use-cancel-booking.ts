import { apiPost } from '@elite/web-kit';
import useSWRMutation from 'swr/mutation';
import { bookingKey, bookingTokenHeaders, trackedBookingSchema, type TrackedBooking } from './use-booking';

type BookingKey = ReturnType<typeof bookingKey>;

export function cancelBooking([url, token]: BookingKey): Promise<TrackedBooking> {
  return apiPost(`${url}/cancel`, undefined, {
    schema: trackedBookingSchema,
    headers: bookingTokenHeaders(token),
  });
}

/** POST /api/bookings/:id/cancel; the cancelled booking it answers becomes the page's booking. */
export function useCancelBooking(bookingId: number, token: string | undefined) {
  return useSWRMutation(bookingKey(bookingId, token), cancelBooking, {
    populateCache: true,
    revalidate: false,
  });
}

import { apiPost } from '@elite/web-kit';
import useSWRMutation from 'swr/mutation';
import { bookingKey, bookingTokenHeaders, trackedBookingSchema, type TrackedBooking } from './use-booking';

type BookingKey = ReturnType<typeof bookingKey>;

export function acceptPrice(
  [url, token]: BookingKey,
  headers: Record<string, string> = {},
): Promise<TrackedBooking> {
  return apiPost(`${url}/accept-price`, undefined, {
    schema: trackedBookingSchema,
    headers: { ...headers, ...bookingTokenHeaders(token) },
  });
}

/** POST /api/bookings/:id/accept-price (docs/product.md §10); the booking it answers becomes the page's booking. */
export function useAcceptPrice(bookingId: number, token: string | undefined) {
  return useSWRMutation(bookingKey(bookingId, token), acceptPrice, {
    populateCache: true,
    revalidate: false,
  });
}

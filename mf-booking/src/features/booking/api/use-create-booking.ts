import {
  IDEMPOTENCY_KEY_HEADER,
  createdBookingSchema,
  type CreateBooking,
  type CreatedBooking,
} from '@elite/contracts/booking';
import { apiPost } from '@elite/web-kit';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

export const BOOKINGS_KEY = '/api/bookings';

/** A booking and the Idempotency-Key of its submission (the same for every retry of it). */
export interface BookingSubmission {
  booking: CreateBooking;
  idempotencyKey: string;
}

export function createBooking(url: string, { arg }: { arg: BookingSubmission }): Promise<CreatedBooking> {
  return apiPost(url, arg.booking, {
    schema: createdBookingSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: arg.idempotencyKey },
  });
}

function isBookingsKey(key: unknown): boolean {
  const url = Array.isArray(key) ? key[0] : key;
  return typeof url === 'string' && /^\/api\/(admin\/)?bookings(\/|\?|$)/.test(url);
}

/** POST /api/bookings; on success every cached bookings list is refreshed (docs/product.md §7). */
export function useCreateBooking() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(BOOKINGS_KEY, createBooking, {
    onSuccess: () => void mutate(isBookingsKey),
  });
}

import {
  IDEMPOTENCY_KEY_HEADER,
  createBookingResponseSchema,
  type CreateBooking,
  type CreatedBooking,
} from '@elite/contracts/booking';
import type { z } from 'zod';
import { apiPost } from '@elite/web-kit';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

export const BOOKINGS_KEY = '/api/bookings';

/**
 * What the form keeps of the answer: the ride's reference, its link, the price the server booked it
 * at, and the pick-up it set from a landing time (docs/product.md §5).
 */
export const bookedRideSchema = createBookingResponseSchema.pick({
  id: true,
  accessToken: true,
  totalPrice: true,
  priceLines: true,
  date: true,
  time: true,
  freeWaitingMinutes: true,
});
export type BookedRide = z.infer<typeof bookedRideSchema>;
/** A ride the confirmation shows: booked by the form (with its price), or named by its address (without). */
export type ConfirmedRide = CreatedBooking & Partial<Omit<BookedRide, 'id' | 'accessToken'>>;

/** A booking and the Idempotency-Key of its submission (the same for every retry of it). */
export interface BookingSubmission {
  booking: CreateBooking;
  idempotencyKey: string;
}

export function createBooking(url: string, { arg }: { arg: BookingSubmission }): Promise<BookedRide> {
  return apiPost(url, arg.booking, {
    schema: bookedRideSchema,
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

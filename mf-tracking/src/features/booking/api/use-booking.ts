import { BOOKING_TOKEN_HEADER, bookingSchema, bookingStatusSchema } from '@elite/contracts/booking';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import type { z } from 'zod';

// What the tracking page reads of a booking (docs/product.md §7); a missing status reads as 'Confirmed'.
export const trackedBookingSchema = bookingSchema
  .pick({
    id: true,
    pickupLocation: true,
    dropoffLocation: true,
    date: true,
    time: true,
    paymentMethod: true,
    pickupAt: true,
    cancellableUntil: true,
  })
  .extend({
    status: bookingStatusSchema.nullish(),
    // The price the booking holds (docs/product.md §10); absent from a service that does not hold prices yet.
    totalPrice: bookingSchema.shape.totalPrice.optional(),
    priceLines: bookingSchema.shape.priceLines.optional(),
    priceState: bookingSchema.shape.priceState.optional(),
    // The chauffeur and his stage on the day (docs/product.md §12); absent from a service before chauffeurs.
    rideStage: bookingSchema.shape.rideStage.optional(),
    chauffeur: bookingSchema.shape.chauffeur.optional(),
    pickupPoint: bookingSchema.shape.pickupPoint,
    dropoffPoint: bookingSchema.shape.dropoffPoint,
  });
export type TrackedBooking = z.infer<typeof trackedBookingSchema>;

/** GET /api/bookings/:id, presenting the booking's access token when the visitor has one. */
export function getBooking([url, token]: readonly [string, string | undefined]): Promise<TrackedBooking> {
  return apiGet(url, {
    schema: trackedBookingSchema,
    headers: bookingTokenHeaders(token),
  });
}

/** The SWR key of one booking as the ride page reads it. */
export function bookingKey(bookingId: number, token: string | undefined) {
  return [`/api/bookings/${bookingId}`, token] as const;
}

export function useBooking(bookingId: number, token: string | undefined) {
  return useSWR(bookingKey(bookingId, token), getBooking);
}

/** The token, as a header, for the booking routes that take it. */
export function bookingTokenHeaders(token: string | undefined): Record<string, string> | undefined {
  return token ? { [BOOKING_TOKEN_HEADER]: token } : undefined;
}

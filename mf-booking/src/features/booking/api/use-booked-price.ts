import { BOOKING_TOKEN_HEADER } from '@elite/contracts/booking';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { bookedRideSchema, type BookedRide, type ConfirmedRide } from './use-create-booking';

type PriceKey = readonly [string, string];

/** The SWR key of a booked ride's price, read with the ride's access token. */
export function bookedPriceKey(id: number, token: string): PriceKey {
  return [`/api/bookings/${id}`, token];
}

/** GET /api/bookings/:id with the ride's token: what the confirmation shows of it, its price included. */
export function getBookedRide([url, token]: PriceKey): Promise<BookedRide> {
  return apiGet(url, { schema: bookedRideSchema, headers: { [BOOKING_TOKEN_HEADER]: token } });
}

/**
 * The price a ride was booked at, and the pick-up a landing time set: from the booking's own answer
 * when the form booked it, else read from the server by its token (a booking posted without
 * JavaScript, whose confirmation page the server draws with it). Without a token there is none to show.
 */
export function useBookedPrice(booking: ConfirmedRide): Omit<BookedRide, 'id' | 'accessToken'> | undefined {
  const { totalPrice, priceLines, date, time, freeWaitingMinutes } = booking;
  const known =
    totalPrice !== undefined &&
    priceLines !== undefined &&
    date !== undefined &&
    time !== undefined &&
    freeWaitingMinutes !== undefined;
  const { data } = useSWR(
    known || booking.accessToken === undefined ? null : bookedPriceKey(booking.id, booking.accessToken),
    getBookedRide,
    { revalidateOnFocus: false },
  );
  return known ? { totalPrice, priceLines, date, time, freeWaitingMinutes } : data;
}

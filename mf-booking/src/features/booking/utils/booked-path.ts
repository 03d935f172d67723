import type { CreatedBooking } from '@elite/contracts/booking';

/** /booking's own address: the booking form alone (docs/product.md §2). */
export const BOOKING_PAGE_PATH = '/booking';
const BOOKED_PARAM = 'booked';
const TOKEN_PARAM = 'token';
const ID = /^\d{1,10}$/;

/**
 * Where a booking posted without JavaScript sends the visitor once it is made (Post/Redirect/Get,
 * docs/product.md §2): /booking showing the confirmation the form shows with JavaScript, its
 * reference and, when the answer carried one, the link to the ride with its token.
 */
export function bookedPath({ id, accessToken }: CreatedBooking): string {
  const search = new URLSearchParams({ [BOOKED_PARAM]: String(id) });
  if (accessToken !== undefined) search.set(TOKEN_PARAM, accessToken);
  return `${BOOKING_PAGE_PATH}?${search}`;
}

/** The booking that address confirms; null for any other. */
export function bookedFromSearch(search: URLSearchParams): CreatedBooking | null {
  const id = search.get(BOOKED_PARAM);
  if (!id || !ID.test(id)) return null;
  const accessToken = search.get(TOKEN_PARAM) || undefined;
  return accessToken === undefined ? { id: Number(id) } : { id: Number(id), accessToken };
}

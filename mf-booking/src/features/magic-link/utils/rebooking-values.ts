import type { BookingForm } from '@elite/contracts/booking';
import { magicLinkBookingSchema, magicLinkTokenSchema } from '@elite/contracts/magic-link';

export const PREFILL_PARAM = 'prefill';
export const EMAIL_PARAM = 'email';
/** The magic link's token: the server render of /booking checks it and fills the form from it. */
export const LINK_PARAM = 'link';

/**
 * Where 'Book Similar Ride' goes: the booking form, prefilled for this e-mail (docs/product.md §2).
 * The link's token comes along, so that the form arrives filled from the server even when the
 * button is pressed before the magic-link page's code has remembered the ride in the browser.
 */
export function bookSimilarRidePath(email: string, token: string): string {
  return `/booking?${new URLSearchParams({ [PREFILL_PARAM]: 'true', [EMAIL_PARAM]: email, [LINK_PARAM]: token })}`;
}

/** The magic link /booking?prefill=true names, if any (its token). */
export function prefillLink(search: URLSearchParams): string | undefined {
  if (search.get(PREFILL_PARAM) !== 'true') return undefined;
  const token = magicLinkTokenSchema.safeParse(search.get(LINK_PARAM));
  return token.success ? token.data : undefined;
}

interface Stored {
  email: string | null;
  booking: unknown;
  token?: unknown;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The booking form's starting values for /booking?prefill=true&email=…: the remembered previous
 * booking of that e-mail (route, passengers, luggage, service, vehicle, contact details; date and
 * time left for the customer) and the link's token, which the booking spends; else just the e-mail
 * from the URL. Nothing without prefill=true.
 */
export function rebookingValues(search: URLSearchParams, stored: Stored): Partial<BookingForm> | undefined {
  if (search.get(PREFILL_PARAM) !== 'true') return undefined;
  const email = search.get(EMAIL_PARAM)?.trim() || undefined;
  const booking = magicLinkBookingSchema.safeParse(stored.booking);
  const remembered =
    booking.success && stored.email && (!email || sameEmail(email, stored.email)) ? booking.data : undefined;
  if (!remembered) return email ? { email } : undefined;
  const token = magicLinkTokenSchema.safeParse(stored.token);
  return {
    ...(token.success ? { magicLinkToken: token.data } : {}),
    serviceTypeId: remembered.serviceTypeId,
    vehicleId: remembered.vehicleId,
    pickupLocation: remembered.pickupLocation,
    dropoffLocation: remembered.dropoffLocation,
    passengers: remembered.passengers,
    ...(remembered.luggage === null ? {} : { luggage: remembered.luggage }),
    fullName: remembered.fullName,
    email: remembered.email,
    phone: remembered.phone,
    date: undefined,
    time: undefined,
  };
}

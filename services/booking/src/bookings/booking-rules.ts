import { calendarDateIn, pickupInstant, type BookingStatus } from '@elite/contracts';
import type { SessionUser } from '@elite/nest-kit';
import { accessTokenMatches } from './access-token';

export const PAST_PICKUP_MESSAGES = {
  date: 'Date cannot be in the past',
  time: 'Time cannot be in the past',
} as const;

/** Where a pickup that is not in the future is refused: the day when it is past, else the time. */
export function pastPickupField(
  ride: { date: string; time: string },
  timeZone: string,
  now: Date,
): 'date' | 'time' | undefined {
  if (pickupInstant(ride.date, ride.time, timeZone) > now) return undefined;
  return ride.date < calendarDateIn(now, timeZone) ? 'date' : 'time';
}

/** The last instant a customer may cancel on the ride's page: the cutoff before pickup. */
export function cancellableUntil(pickupAt: Date, cutoffSeconds: number): Date {
  return new Date(pickupAt.getTime() - cutoffSeconds * 1000);
}

/** Why a customer may not cancel now, or undefined when they may (docs/product.md §7). */
export function cancelRefusal(
  status: BookingStatus,
  until: Date,
  now: Date,
): 'cancelled' | 'completed' | 'cutoff' | undefined {
  if (status === 'cancelled' || status === 'completed') return status;
  return now < until ? undefined : 'cutoff';
}

export interface BookingViewer {
  user?: SessionUser;
  /** The access token presented with the request, if any. */
  token?: string;
}

/** The access rule of docs/architecture.md §5: an admin, the booking's owner, or whoever holds its token. */
export function canSeeBooking(
  booking: { userId: number | null; accessTokenHash: string },
  viewer: BookingViewer,
): boolean {
  if (viewer.user?.role === 'admin') return true;
  if (viewer.user && booking.userId !== null && booking.userId === viewer.user.id) return true;
  return viewer.token !== undefined && accessTokenMatches(viewer.token, booking.accessTokenHash);
}

import type { SessionUser } from '@elite/nest-kit';
import { accessTokenMatches } from './access-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest date (yyyy-MM-dd) a ride may be booked for. The customer's "today" can be
 * yesterday in UTC (they may be up to 12 hours behind), so yesterday in UTC is the floor.
 */
export function earliestBookableDate(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** yyyy-MM-dd strings compare correctly as text. */
export function isBookableDate(date: string, now: Date): boolean {
  return date >= earliestBookableDate(now);
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

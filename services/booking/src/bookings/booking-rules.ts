import {
  calendarDateIn,
  pickupInstant,
  zonedPickup,
  type BookingStatus,
  type FieldError,
} from '@elite/contracts';
import type { BookingCaller } from '@elite/nest-kit';
import { accessTokenMatches } from './access-token';

/** `March 14, 2027` of a `yyyy-MM-dd` (a calendar day, so read in UTC where it cannot shift). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

/** `2:30 AM` of an `HH:mm` (Intl would put a narrow no-break space before AM). */
function clock12(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Why a pickup cannot be booked (docs/product.md §5); each names its field. */
export const PICKUP_MESSAGES = {
  pastDate: 'Date cannot be in the past',
  pastTime: 'Time cannot be in the past',
  tooFar: (furthest: string) =>
    `Date cannot be after ${longDate(furthest)}, the furthest day we take bookings for`,
  skipped: (ride: { date: string; time: string }, timeZone: string, change: { from: string; to: string }) =>
    `${clock12(ride.time)} does not exist on ${longDate(ride.date)} in ${placeOf(timeZone)}: clocks move forward from ${clock12(change.from)} to ${clock12(change.to)}`,
} as const;

/** `Los Angeles` of `America/Los_Angeles`: the zone as a person names it. */
function placeOf(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** A booking horizon (`BOOKING_HORIZON`): months, then days. */
export interface BookingHorizon {
  months: number;
  days: number;
}

/**
 * No ride is booked after this day, whatever the horizon: every hold of a ride on it ends within the
 * year 9999, the last that PostgreSQL's timestamps and JavaScript's ISO strings write alike.
 */
export const LAST_BOOKABLE_DATE = '9999-12-30';

/**
 * The last day a ride may be booked for: `today` plus the horizon's months (the day kept, or the
 * month's last when it has no such day, as calendars count a month), then its days.
 */
export function furthestBookableDate(today: string, horizon: BookingHorizon): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + horizon.months;
  const lastDayOfMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const furthest = new Date(Date.UTC(year, monthIndex, Math.min(day, lastDayOfMonth) + horizon.days));
  const text = furthest.getUTCFullYear() > 9999 ? LAST_BOOKABLE_DATE : furthest.toISOString().slice(0, 10);
  return text < LAST_BOOKABLE_DATE ? text : LAST_BOOKABLE_DATE;
}

/** The error of a local time the clocks skip that day in the zone (docs/product.md §5), if it is one. */
export function skippedTimeError(
  ride: { date: string; time: string },
  timeZone: string,
): FieldError | undefined {
  const pickup = zonedPickup(ride.date, ride.time, timeZone);
  if (pickup.occurs !== 'never') return undefined;
  return { path: 'time', message: PICKUP_MESSAGES.skipped(ride, timeZone, pickup.clockChange) };
}

/**
 * Why a ride's date and time cannot be booked now, as field errors (none when it can): a day already
 * over, a day past the horizon, a time the clocks skip that day, a time already past today.
 */
export function pickupErrors(
  ride: { date: string; time: string },
  rules: { timeZone: string; horizon: BookingHorizon },
  now: Date,
): FieldError[] {
  const today = calendarDateIn(now, rules.timeZone);
  if (ride.date < today) return [{ path: 'date', message: PICKUP_MESSAGES.pastDate }];
  const furthest = furthestBookableDate(today, rules.horizon);
  if (ride.date > furthest) return [{ path: 'date', message: PICKUP_MESSAGES.tooFar(furthest) }];
  const skipped = skippedTimeError(ride, rules.timeZone);
  if (skipped) return [skipped];
  if (pickupInstant(ride.date, ride.time, rules.timeZone) <= now)
    return [{ path: 'time', message: PICKUP_MESSAGES.pastTime }];
  return [];
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

/** Who asks for a booking: the signed-in user and the access token presented with the request, if any. */
export type BookingViewer = BookingCaller;

/** The access rule of docs/architecture.md §5: an admin, the booking's owner, or whoever holds its token. */
export function canSeeBooking(
  booking: { userId: number | null; accessTokenHash: string },
  viewer: BookingViewer,
): boolean {
  if (viewer.user?.role === 'admin') return true;
  if (viewer.user && booking.userId !== null && booking.userId === viewer.user.id) return true;
  return viewer.token !== undefined && accessTokenMatches(viewer.token, booking.accessTokenHash);
}

/** Whether the viewer is the chauffeur staff assigned to the ride (docs/product.md §12): he follows it, he does not manage it. */
export function drivesBooking(booking: { chauffeurId: number | null }, viewer: BookingViewer): boolean {
  return (
    viewer.user?.role === 'driver' && booking.chauffeurId !== null && booking.chauffeurId === viewer.user.id
  );
}

import { clockTimeIn, zonedPickup } from '@elite/contracts';

/** `Sat 4 July` of a ride's `yyyy-MM-dd` (a calendar date, so read in UTC where it cannot shift). */
export function rideDay(date: string, withYear = false): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** `01:30 PDT`: an instant's clock in the zone, with the zone's abbreviation at that instant. */
function clockWithZone(instant: Date, timeZone: string): string {
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${clockTimeIn(instant, timeZone)} ${zone}`;
}

/**
 * A ride's pickup clock: its time as booked, or on a day the clocks change around it the clock of the
 * instant the ride is held at with the zone's abbreviation (`01:30 PDT`, the first of two 01:30s), so
 * the e-mail names the same instant as the hold and the calendar file (docs/product.md §5).
 */
export function rideClock(ride: { date: string; time: string }, timeZone: string): string {
  const pickup = zonedPickup(ride.date, ride.time, timeZone);
  return pickup.occurs === 'once' ? ride.time : clockWithZone(pickup.instant, timeZone);
}

/** `Sat 4 July at 09:30`: how subjects and e-mails name a ride's pickup. */
export function rideWhen(ride: { date: string; time: string }, timeZone: string, withYear = false): string {
  return `${rideDay(ride.date, withYear)} at ${rideClock(ride, timeZone)}`;
}

/** `Sat 4 July 2026 at 09:30 PDT`: an instant (a link's expiry) on the company's clock. */
export function instantIn(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(instant);
  return `${day} at ${clockWithZone(instant, timeZone)}`;
}

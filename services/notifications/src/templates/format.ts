import { clockTimeIn, zonedPickup, type RideSummary } from '@elite/contracts';

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

/** An airport pick-up's landing, when the ride has one (its summary carries it: nothing is worked out here). */
function landingOf(ride: RideSummary): { date: string; time: string; minutes: number } | null {
  const { landingDate, landingTime, freeWaitingMinutes } = ride;
  if (!landingDate || !landingTime || freeWaitingMinutes == null) return null;
  return { date: landingDate, time: landingTime, minutes: freeWaitingMinutes };
}

/**
 * The airport promise in the ride's details (docs/product.md, "E-mails"): the flight and its landing
 * (`AA 1234, landing 16:30`, the day named when it is not the pick-up's), and the free waiting
 * (`until 17:30, 60 minutes after landing`); none for a ride without a landing time.
 */
export function flightLines(ride: RideSummary, timeZone: string): [string, string][] {
  const landing = landingOf(ride);
  if (!landing) return ride.flightNumber ? [['Flight', ride.flightNumber]] : [];
  const landingClock =
    landing.date === ride.date ? rideClock(landing, timeZone) : rideWhen(landing, timeZone);
  return [
    ['Flight', `${ride.flightNumber ?? ''}, landing ${landingClock}`.replace(/^, /, '')],
    ['Free waiting', `until ${rideClock(ride, timeZone)}, ${landing.minutes} minutes after landing`],
  ];
}

/**
 * `Your flight AA 1234 lands at 16:30: your chauffeur waits for you free of charge until 17:30, 60
 * minutes after landing.`, for a ride with a landing; else null.
 */
export function freeWaitingSentence(ride: RideSummary, timeZone: string): string | null {
  const landing = landingOf(ride);
  if (!landing) return null;
  const landingClock =
    landing.date === ride.date ? rideClock(landing, timeZone) : rideWhen(landing, timeZone);
  return `Your flight ${ride.flightNumber ?? ''} lands at ${landingClock}: your chauffeur waits for you free of charge until ${rideClock(ride, timeZone)}, ${landing.minutes} minutes after landing.`;
}

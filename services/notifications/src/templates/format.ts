import {
  clockWithZoneIn,
  formatCalendarDate,
  formatClockTime,
  zonedPickup,
  type RideSummary,
} from '@elite/contracts';

/**
 * A ride's pickup clock, as the site writes it (the contracts' formatter): its time as booked
 * (`9:30 AM`), or on a day the clocks change around it the clock of the instant the ride is held at
 * with the zone's abbreviation (`1:30 AM PDT`, the first of two 1:30s), so the e-mail names the
 * same instant as the hold and the calendar file (docs/product.md §5).
 */
export function rideClock(ride: { date: string; time: string }, timeZone: string): string {
  const pickup = zonedPickup(ride.date, ride.time, timeZone);
  return pickup.occurs === 'once' ? formatClockTime(ride.time) : clockWithZoneIn(pickup.instant, timeZone);
}

/** `Sat, Jul 4, 2026 at 9:30 AM`: how subjects and e-mails name a ride's pickup. */
export function rideWhen(ride: { date: string; time: string }, timeZone: string): string {
  return `${formatCalendarDate(ride.date)} at ${rideClock(ride, timeZone)}`;
}

/** An airport pick-up's landing, when the ride has one (its summary carries it: nothing is worked out here). */
function landingOf(ride: RideSummary): { date: string; time: string; minutes: number } | null {
  const { landingDate, landingTime, freeWaitingMinutes } = ride;
  if (!landingDate || !landingTime || freeWaitingMinutes == null) return null;
  return { date: landingDate, time: landingTime, minutes: freeWaitingMinutes };
}

/**
 * The airport promise in the ride's details (docs/product.md, "E-mails"): the flight and its landing
 * (`AA 1234, landing 4:30 PM`, the day named when it is not the pick-up's), and the free waiting
 * (`until 5:30 PM, 60 minutes after landing`); none for a ride without a landing time.
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
 * `Your flight AA 1234 lands at 4:30 PM: your chauffeur waits for you free of charge until 5:30 PM,
 * 60 minutes after landing.`, for a ride with a landing; else null.
 */
export function freeWaitingSentence(ride: RideSummary, timeZone: string): string | null {
  const landing = landingOf(ride);
  if (!landing) return null;
  const landingClock =
    landing.date === ride.date ? rideClock(landing, timeZone) : rideWhen(landing, timeZone);
  return `Your flight ${ride.flightNumber ?? ''} lands at ${landingClock}: your chauffeur waits for you free of charge until ${rideClock(ride, timeZone)}, ${landing.minutes} minutes after landing.`;
}

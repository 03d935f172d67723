import { clockTimeIn } from '@elite/contracts';

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

/** `Sat 4 July at 09:30`: how subjects and e-mails name a ride's pickup. */
export function rideWhen(ride: { date: string; time: string }, withYear = false): string {
  return `${rideDay(ride.date, withYear)} at ${ride.time}`;
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
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${day} at ${clockTimeIn(instant, timeZone)} ${zone}`;
}

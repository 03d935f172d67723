import { TZDate, tzOffset } from '@date-fns/tz';
import { formatCalendarDate, formatClockTime } from './ride-format';

/**
 * When a ride happens and how long it keeps the van (docs/product.md §4 "Availability").
 * A booking's date and time are text in the company's time zone; every service that needs the
 * instant (availability, the cancellation cutoff, reminders, calendar files) derives it here.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** How long a ride holds its vehicle from pickup, by service type value; a round trip holds it twice as long. */
export const RIDE_HOLD_MINUTES: Readonly<Record<string, number>> = {
  airport: 120,
  corporate: 120,
  events: 240,
  tours: 240,
  hourly: 180,
};
/** A service type without an entry above (one added to the catalogue later) holds the van this long. */
export const DEFAULT_RIDE_HOLD_MINUTES = 120;
/** Driving back, cleaning and resetting the van between two rides. */
export const TURNAROUND_MINUTES = 30;

/** A customer may cancel on the ride's page until this long before pickup (`CANCELLATION_CUTOFF`). */
export const DEFAULT_CANCELLATION_CUTOFF_MINUTES = 120;
/** The reminder e-mail goes out this long before pickup. */
export const REMINDER_LEAD_MINUTES = 24 * 60;

/** True when the zone is one this runtime's Intl knows (config validation). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A ride's local date and time read in a zone (docs/product.md §5, "Clock changes"). `instant` is the one
 * instant the ride is at: held, reminded, e-mailed and put in calendars. A time that happens twice is its
 * first occurrence (daylight time); a time that never happens is read with the offset before the change,
 * so 02:30 in a 02:00→03:00 jump is 03:30. Both are RFC 5545's reading of a local time with a TZID, so
 * calendar files written in local time agree with it. Around a change, `clockChange` is the clock
 * (`HH:mm`) just before and just after it.
 */
export type ZonedPickup =
  | { occurs: 'once'; instant: Date }
  | { occurs: 'twice' | 'never'; instant: Date; clockChange: { from: string; to: string } };

/** The wall clock of a `yyyy-MM-dd` and `HH:mm` as milliseconds, read as if it were UTC (years below 100 too). */
function wallClockMs(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, 0, 0);
  return wall.getTime();
}

/** The zone's UTC offset at an instant, in milliseconds (old local mean times have seconds). */
function offsetMs(timeZone: string, instant: number): number {
  return Math.round(tzOffset(timeZone, new Date(instant)) * MINUTE_MS);
}

/** `HH:mm` of a wall clock held as milliseconds read as UTC. */
function wallClockText(wall: number): string {
  return new Date(wall).toISOString().slice(11, 16);
}

/**
 * Reads a ride's `date` (yyyy-MM-dd) and `time` (HH:mm) in `timeZone`: every conversion of a ride's
 * local time to an instant goes through here, so availability, e-mails, reminders and calendar files
 * agree. The offsets a day either side stand for the two sides of a clock change (zones do not
 * change twice within two days): a time is real under an offset when that offset is the zone's then.
 */
export function zonedPickup(date: string, time: string, timeZone: string): ZonedPickup {
  const wall = wallClockMs(date, time);
  const before = offsetMs(timeZone, wall - DAY_MS);
  const after = offsetMs(timeZone, wall + DAY_MS);
  const real = [...new Set([wall - before, wall - after])]
    .filter((instant) => offsetMs(timeZone, instant) === wall - instant)
    .sort((a, b) => a - b);
  if (real.length === 1) return { instant: new Date(real[0]!), occurs: 'once' };
  const change = changeBetween(
    timeZone,
    Math.min(wall - before, wall - after),
    Math.max(wall - before, wall - after),
  );
  const clockChange = { from: wallClockText(change + before), to: wallClockText(change + after) };
  if (real.length === 2) return { instant: new Date(real[0]!), occurs: 'twice', clockChange };
  return { instant: new Date(wall - before), occurs: 'never', clockChange };
}

/** The first instant after `from` with the offset `until` has: the moment the clocks changed (bisection). */
function changeBetween(timeZone: string, from: number, until: number): number {
  const changed = offsetMs(timeZone, until);
  let [low, high] = [from, until];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetMs(timeZone, middle) === changed) high = middle;
    else low = middle;
  }
  return high;
}

/** The instant a ride's `date` (yyyy-MM-dd) and `time` (HH:mm) name in `timeZone` (see `zonedPickup`). */
export function pickupInstant(date: string, time: string, timeZone: string): Date {
  return zonedPickup(date, time, timeZone).instant;
}

/** Minutes a ride lasts: its service type's hold, doubled for a round trip (a calendar event's length). */
export function rideMinutes(serviceTypeValue: string, isRoundTrip: boolean): number {
  return (RIDE_HOLD_MINUTES[serviceTypeValue] ?? DEFAULT_RIDE_HOLD_MINUTES) * (isRoundTrip ? 2 : 1);
}

/** Minutes the vehicle is taken by a ride: the ride plus the turnaround before the next one. */
export function rideHoldMinutes(serviceTypeValue: string, isRoundTrip: boolean): number {
  return rideMinutes(serviceTypeValue, isRoundTrip) + TURNAROUND_MINUTES;
}

/** `HH:MM` of an instant in `timeZone` (the 409's "next free times"). */
export function clockTimeIn(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return `${String(zoned.getHours()).padStart(2, '0')}:${String(zoned.getMinutes()).padStart(2, '0')}`;
}

/** `yyyy-MM-dd` of an instant in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
}

/** The zone's abbreviation at an instant (`PST`, `PDT`), or the zone's name where Intl has none. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** `2:30 PM PST`: an instant's clock in the zone, named by the zone's abbreviation at that instant. */
export function clockWithZoneIn(instant: Date, timeZone: string): string {
  return `${formatClockTime(clockTimeIn(instant, timeZone))} ${zoneAbbreviation(instant, timeZone)}`;
}

/** `Fri, Nov 20, 2026 at 2:30 PM PST`: an instant on the company's clock (receipts, a link's expiry). */
export function onBusinessClock(instant: Date, timeZone: string): string {
  return `${formatCalendarDate(calendarDateIn(instant, timeZone))} at ${clockWithZoneIn(instant, timeZone)}`;
}

/** The day after a `yyyy-MM-dd` calendar day. */
export function nextCalendarDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The booking form's default day (docs/product.md §5): today in `timeZone` while `time` (`HH:mm`) is
 * still ahead there, else tomorrow, so the untouched default is never a pickup in the past.
 */
export function defaultPickupDate(now: Date, timeZone: string, time: string): string {
  const today = calendarDateIn(now, timeZone);
  return clockTimeIn(now, timeZone) < time ? today : nextCalendarDay(today);
}

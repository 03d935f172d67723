import { TZDate } from '@date-fns/tz';

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

/** The instant a ride's `date` (yyyy-MM-dd) and `time` (HH:mm) name in `timeZone`. */
export function pickupInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
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

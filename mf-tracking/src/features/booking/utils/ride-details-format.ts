import type { BookingStatus } from '@elite/contracts';
import { rideDetailsStrings } from '../../../common/strings';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

// The booking's date and time are wall-clock text of the ride's place: formatted as written, never
// shifted through the visitor's time zone.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 2025-11-21 → Friday, November 21, 2025; anything else is shown as sent. */
export function formatRideDate(date: string): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** 14:30 → 2:30 PM; anything else is shown as sent. */
export function formatRideTime(time: string): string {
  const match = TIME_PATTERN.exec(time);
  if (!match) return time;
  const [, hours, minutes] = match.map(Number) as [number, number, number];
  if (hours > 23 || minutes > 59) return time;
  // By hand: Intl puts a narrow no-break space before AM/PM in some engines and a plain one in others.
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The booking's status, capitalised; 'Confirmed' when it has none (docs/product.md §2). */
export function statusLabel(status: BookingStatus | null | undefined): string {
  if (!status) return rideDetailsStrings.defaultStatus;
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** 120 → '2 hours', 90 → '90 minutes', 60 → '1 hour': how long before pickup the cutoff falls. */
export function formatLeadTime(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

// The one way a ride's day and clock are written, on the site and in the e-mails (docs/conventions.md):
// US English and the 12-hour clock, as the company's customers (Los Angeles) read them. A booking's
// date (yyyy-MM-dd) and time (HH:mm) are wall-clock text of the ride's place, so they are written as
// given, never shifted through a reader's time zone. Text that is not what it should be is shown as
// it came.
//
// Written out here rather than with Intl: the first Intl.DateTimeFormat a page builds loads ICU's
// locale data, about 11 ms of a desktop's CPU and 45-55 ms of a phone's, in the
// task that hydrates the ride page or a magic link (measured in a 4x-throttled Chromium profile).
// US English names and the 12-hour clock are fixed; the spec checks these against Intl on random days
// of the years 1000-9999 and on every minute of a day. An instant goes through Intl (web-kit's
// formatInstant, the notifications' instantIn).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const short = (name: string) => name.slice(0, 3);

/**
 * A calendar day: '2031-06-15' → 'Sun, Jun 15, 2031' (`short`) or 'Sunday, June 15, 2031' (`long`).
 * Anything else, a day that does not exist included, as it came.
 */
export function formatCalendarDate(date: string, length: 'short' | 'long' = 'short'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  utc.setUTCFullYear(year, month - 1, day);
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return date;
  const [weekday, monthName] = [WEEKDAYS[utc.getUTCDay()]!, MONTHS[month - 1]!];
  return length === 'long'
    ? `${weekday}, ${monthName} ${day}, ${year}`
    : `${short(weekday)}, ${short(monthName)} ${day}, ${year}`;
}

/** A wall-clock time: '14:30' → '2:30 PM', '00:05' → '12:05 AM'. Anything else as it came. */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return time;
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A ride's pick-up as subjects and e-mails name it: 'Sat, Jul 4, 2026 at 9:30 AM'. */
export function formatRideWhen(date: string, time: string): string {
  return `${formatCalendarDate(date)} at ${formatClockTime(time)}`;
}

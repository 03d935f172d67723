// Dates a person reads on the dashboard, in US English like the rest of the product.
const calendarDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const clockTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A booking's calendar day (yyyy-MM-dd, no time zone): '2031-06-15' → 'Sun, Jun 15, 2031'. Anything else as stored. */
export function formatBookingDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return calendarDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A booking's wall-clock time (HH:mm): '14:30' → '2:30 PM'. Anything else as stored. */
export function formatBookingTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return clockTime.format(new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))));
}

/** An instant (ISO 8601) in the reader's own time zone: 'Jun 1, 2031, 9:05 AM'. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : moment.format(date);
}

// The one way every frontend writes dates and times: US English, with Intl. A booking's date
// (yyyy-MM-dd) and time (HH:mm) are wall-clock text of the ride's place, so they are written as
// given, never shifted through the reader's time zone; an instant (ISO 8601) is shown in the
// reader's own zone. Text that is not what it should be is shown as it came.

import { onFirstUse } from './on-first-use';

const calendarDate = {
  short: onFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ),
  long: onFirstUse(
    () =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ),
};
const clockTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
);
const instant = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

// ICU puts a narrow no-break space before AM/PM in some versions and a plain one in others: the
// product writes a plain space everywhere.
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/**
 * A calendar day: '2031-06-15' → 'Sun, Jun 15, 2031' (`short`) or 'Sunday, June 15, 2031' (`long`).
 * Anything else, a day that does not exist included, as it came.
 */
export function formatCalendarDate(date: string, length: 'short' | 'long' = 'short'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return date;
  return calendarDate[length]().format(utc);
}

/** A wall-clock time: '14:30' → '2:30 PM', '00:05' → '12:05 AM'. Anything else as it came. */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return time;
  return plainSpaces(clockTime().format(new Date(Date.UTC(1970, 0, 1, hours, minutes))));
}

/** An instant (ISO 8601) in the reader's own time zone: 'Jun 1, 2031, 9:05 AM'. Anything else as it came. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : plainSpaces(instant().format(date));
}

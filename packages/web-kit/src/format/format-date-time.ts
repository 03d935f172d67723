// The one way every frontend writes dates and times, US English: a ride's day and clock with the
// contracts' formatter (the e-mails' too), an instant (ISO 8601) with Intl, in the reader's own zone
// or a named one. Text that is not what it should be is shown as it came.

import { onFirstUse } from './on-first-use';

// A ride's day and clock: the contracts' one formatter, compiled into every frontend with the constants.
export { formatCalendarDate, formatClockTime, formatRideWhen } from '@elite/contracts/constants';

const instant = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

// ICU puts a narrow no-break space before AM/PM in some versions and a plain one in others: the
// product writes a plain space everywhere.
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** The formats of instants in a named zone, with the zone's short name ('PST'), made once each. */
const zonedInstants = new Map<string, Intl.DateTimeFormat>();
function zonedInstant(timeZone: string): Intl.DateTimeFormat {
  let format = zonedInstants.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    zonedInstants.set(timeZone, format);
  }
  return format;
}

/**
 * An instant (ISO 8601) in the reader's own time zone: 'Jun 1, 2031, 9:05 AM'; or, given a zone, in
 * that zone and named: 'Jun 1, 2031, 2:05 AM PDT'. Anything else as it came.
 */
export function formatInstant(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return plainSpaces((timeZone ? zonedInstant(timeZone) : instant()).format(date));
}

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatCalendarDate, formatClockTime, formatRideWhen } from './ride-format';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** What Intl writes for a wall-clock value (held as UTC), with plain spaces. */
function intl(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date).replace(/\s/g, ' ');
}

describe('formatCalendarDate', () => {
  it('reads yyyy-MM-dd as a calendar day, whatever the time zone', () => {
    expect(formatCalendarDate('2031-06-15')).toBe('Sun, Jun 15, 2031');
    expect(formatCalendarDate('2026-01-01')).toBe('Thu, Jan 1, 2026');
  });

  it('writes the day out in full when asked', () => {
    expect(formatCalendarDate('2025-11-21', 'long')).toBe('Friday, November 21, 2025');
    expect(formatCalendarDate('2031-06-14', 'long')).toBe('Saturday, June 14, 2031');
  });

  it('shows anything else as it came, a day that does not exist included', () => {
    expect(formatCalendarDate('next Friday')).toBe('next Friday');
    expect(formatCalendarDate('2031-02-30')).toBe('2031-02-30');
    expect(formatCalendarDate('2031-13-01', 'long')).toBe('2031-13-01');
  });
});

describe('formatClockTime', () => {
  it('writes HH:mm on the 12-hour clock with a plain space before AM/PM', () => {
    expect(formatClockTime('14:30')).toBe('2:30 PM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('09:05')).toBe('9:05 AM');
  });

  it('shows anything else as it came', () => {
    expect(formatClockTime('noon')).toBe('noon');
    expect(formatClockTime('24:00')).toBe('24:00');
    expect(formatClockTime('12:60')).toBe('12:60');
  });
});

describe('formatRideWhen', () => {
  it('names a pick-up by its day and its clock', () => {
    expect(formatRideWhen('2026-07-04', '09:30')).toBe('Sat, Jul 4, 2026 at 9:30 AM');
    expect(formatRideWhen('2026-07-04', '21:05')).toBe('Sat, Jul 4, 2026 at 9:05 PM');
  });
});

describe('the written-out formats agree with Intl (en-US)', () => {
  it('for any day from year 1000 to 9999, short and long', () => {
    const day = fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const text = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
        expect(formatCalendarDate(text)).toBe(
          intl(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
        );
        expect(formatCalendarDate(text, 'long')).toBe(
          intl(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('for every minute of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const [hours, minutes] = [Math.floor(minute / 60), minute % 60];
      expect(formatClockTime(`${pad(hours)}:${pad(minutes)}`)).toBe(
        intl(new Date(Date.UTC(1970, 0, 1, hours, minutes)), { hour: 'numeric', minute: '2-digit' }),
      );
    }
  });
});

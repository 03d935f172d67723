import { describe, expect, it } from '@jest/globals';
import { formatCalendarDate, formatClockTime, formatInstant } from './format-date-time';

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

describe('formatInstant', () => {
  it('formats an ISO instant with its date and time, plain spaces only', () => {
    expect(formatInstant('2031-06-15T12:00:00.000Z')).toMatch(/^Jun 1[56], 2031, \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('shows an unreadable instant as it came', () => {
    expect(formatInstant('not a date')).toBe('not a date');
  });
});

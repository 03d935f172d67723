import { describe, expect, it } from '@jest/globals';
import { formatBookingDate, formatBookingTime, formatMoment } from './format-date-time';

// ICU puts a narrow no-break space before AM/PM.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatBookingDate', () => {
  it('reads yyyy-MM-dd as a calendar day, whatever the time zone', () => {
    expect(formatBookingDate('2031-06-15')).toBe('Sun, Jun 15, 2031');
  });

  it('shows anything else as stored', () => {
    expect(formatBookingDate('next Friday')).toBe('next Friday');
  });
});

describe('formatBookingTime', () => {
  it('reads HH:mm as a wall-clock time', () => {
    expect(plain(formatBookingTime('14:30'))).toBe('2:30 PM');
    expect(plain(formatBookingTime('00:05'))).toBe('12:05 AM');
  });
});

describe('formatMoment', () => {
  it('shows an unreadable instant as stored', () => {
    expect(formatMoment('not a date')).toBe('not a date');
  });

  it('formats an ISO instant with its date and time', () => {
    expect(plain(formatMoment('2031-06-15T12:00:00.000Z'))).toMatch(
      /^Jun 1[56], 2031, \d{1,2}:\d{2} (AM|PM)$/,
    );
  });
});

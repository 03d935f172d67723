import { describe, expect, it } from '@jest/globals';
import { formatInstant } from './format-date-time';

describe('formatInstant', () => {
  it('formats an ISO instant with its date and time, plain spaces only', () => {
    expect(formatInstant('2031-06-15T12:00:00.000Z')).toMatch(/^Jun 1[56], 2031, \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('shows an unreadable instant as it came', () => {
    expect(formatInstant('not a date')).toBe('not a date');
  });

  it("writes an instant in a named zone with the zone's short name, whatever the reader's zone", () => {
    expect(formatInstant('2031-06-15T12:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Jun 15, 2031, 5:00 AM PDT',
    );
    expect(formatInstant('2031-01-15T12:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Jan 15, 2031, 4:00 AM PST',
    );
    expect(formatInstant('not a date', 'America/Los_Angeles')).toBe('not a date');
  });
});

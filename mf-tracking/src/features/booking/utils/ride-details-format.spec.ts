import { describe, expect, it } from '@jest/globals';
import { formatLeadTime, formatRideDate, formatRideTime, statusLabel } from './ride-details-format';

describe('ride details format', () => {
  it('writes a yyyy-MM-dd date out in full without shifting it through a time zone', () => {
    expect(formatRideDate('2025-11-21')).toBe('Friday, November 21, 2025');
    expect(formatRideDate('2026-01-01')).toBe('Thursday, January 1, 2026');
  });

  it('writes a 24-hour time on the 12-hour clock', () => {
    expect(formatRideTime('12:00')).toBe('12:00 PM');
    expect(formatRideTime('00:05')).toBe('12:05 AM');
    expect(formatRideTime('14:30')).toBe('2:30 PM');
  });

  it('shows text it cannot read as it came', () => {
    expect(formatRideDate('next Friday')).toBe('next Friday');
    expect(formatRideTime('noon')).toBe('noon');
  });

  it("capitalises the status and reads a missing one as 'Confirmed'", () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel(undefined)).toBe('Confirmed');
    expect(statusLabel(null)).toBe('Confirmed');
  });

  it('says how long before pickup the cancellation cutoff falls, in hours when it is whole hours', () => {
    expect(formatLeadTime(120)).toBe('2 hours');
    expect(formatLeadTime(60)).toBe('1 hour');
    expect(formatLeadTime(90)).toBe('90 minutes');
    expect(formatLeadTime(1)).toBe('1 minute');
  });
});

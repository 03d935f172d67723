import { describe, expect, it } from '@jest/globals';
import { formatLeadTime, statusLabel } from './ride-details-format';

describe('ride details format', () => {
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

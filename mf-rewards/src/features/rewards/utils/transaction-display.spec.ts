import { describe, expect, it } from '@jest/globals';
import { formatPoints, formatTransactionDate, transactionDisplay } from './transaction-display';

describe('transactionDisplay', () => {
  it("shows type 'earn' as earned with a plus sign", () => {
    expect(transactionDisplay({ type: 'earn', points: 100 })).toEqual({
      kind: 'earned',
      signedPoints: '+100',
    });
  });

  it('shows every other type as spent with a minus sign, whether the stored points are negative or not', () => {
    expect(transactionDisplay({ type: 'redeem', points: -1250 })).toEqual({
      kind: 'spent',
      signedPoints: '\u22121,250',
    });
    expect(transactionDisplay({ type: 'adjustment', points: 40 })).toEqual({
      kind: 'spent',
      signedPoints: '\u221240',
    });
  });
});

describe('formatPoints', () => {
  it('groups thousands', () => {
    expect(formatPoints(1500)).toBe('1,500');
  });
});

describe('formatTransactionDate', () => {
  it('keeps a value that is not a date as it came', () => {
    expect(formatTransactionDate('not a date')).toBe('not a date');
  });

  it('formats an ISO time with the month, day and year', () => {
    expect(formatTransactionDate('2026-03-14T15:09:00.000Z')).toMatch(/Mar 1[45], 2026/);
  });
});

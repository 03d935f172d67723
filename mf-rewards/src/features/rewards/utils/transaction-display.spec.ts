import { describe, expect, it } from '@jest/globals';
import { formatPoints, transactionDisplay } from './transaction-display';

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

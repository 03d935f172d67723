import { describe, expect, it } from '@jest/globals';
import { creditMove, formatPoints, transactionDisplay } from './transaction-display';

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

describe('creditMove', () => {
  it('shows credit a booking used as money spent, and credit given back as money earned', () => {
    expect(creditMove({ type: 'credit-used', creditCents: -500 })).toEqual({
      kind: 'spent',
      badge: 'creditUsed',
      signedAmount: '\u2212$5.00',
    });
    expect(creditMove({ type: 'credit-returned', creditCents: 1250 })).toEqual({
      kind: 'earned',
      badge: 'creditReturned',
      signedAmount: '+$12.50',
    });
  });

  it('is null for points earned or redeemed', () => {
    expect(creditMove({ type: 'earn', creditCents: 0 })).toBeNull();
    expect(creditMove({ type: 'redeem', creditCents: 500 })).toBeNull();
  });
});

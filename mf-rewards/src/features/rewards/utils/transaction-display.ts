import type { RewardTransaction } from '@elite/contracts/rewards';
import { formatUsd } from '@elite/contracts/pricing';

const pointsFormat = new Intl.NumberFormat('en-US');

export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}

export interface TransactionDisplay {
  kind: 'earned' | 'spent';
  /** The points with the sign of their direction: "+100" earned, "−250" spent. */
  signedPoints: string;
}

/** Spec §3: type 'earn' is an earning; any other type is a spend, whatever the sign the server stored. */
export function transactionDisplay(
  transaction: Pick<RewardTransaction, 'type' | 'points'>,
): TransactionDisplay {
  const earned = transaction.type === 'earn';
  const amount = formatPoints(Math.abs(transaction.points));
  return earned
    ? { kind: 'earned', signedPoints: `+${amount}` }
    : { kind: 'spent', signedPoints: `\u2212${amount}` };
}

export interface CreditMove {
  kind: 'earned' | 'spent';
  badge: 'creditUsed' | 'creditReturned';
  /** The money with the sign of its direction: "−$5.00" used, "+$5.00" returned. */
  signedAmount: string;
}

/**
 * Credit a booking used, or got back when it was cancelled (docs/product.md §2, "Rewards"): shown as
 * money, not points; null for any other transaction.
 */
export function creditMove(transaction: Pick<RewardTransaction, 'type' | 'creditCents'>): CreditMove | null {
  if (transaction.type !== 'credit-used' && transaction.type !== 'credit-returned') return null;
  const amount = formatUsd(Math.abs(transaction.creditCents));
  return transaction.type === 'credit-used'
    ? { kind: 'spent', badge: 'creditUsed', signedAmount: `\u2212${amount}` }
    : { kind: 'earned', badge: 'creditReturned', signedAmount: `+${amount}` };
}

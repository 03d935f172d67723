import type { RewardTransaction } from '@elite/contracts';

const pointsFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}

export function formatTransactionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
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

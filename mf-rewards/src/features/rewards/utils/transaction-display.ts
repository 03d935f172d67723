import type { RewardTransaction } from '@elite/contracts/rewards';

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

import { rewardTransactionsResponseSchema, type RewardTransaction } from '@elite/contracts/rewards';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export function rewardTransactionsKey(rewardAccountId: number): string {
  return `/api/rewards/transactions/${rewardAccountId}`;
}

export function getRewardTransactions(url: string): Promise<RewardTransaction[]> {
  return apiGet(url, { schema: rewardTransactionsResponseSchema });
}

/** GET /api/rewards/transactions/:rewardAccountId, once the account id is known (docs/product.md §5). */
export function useRewardTransactions(rewardAccountId: number | undefined) {
  return useSWR(
    rewardAccountId === undefined ? null : rewardTransactionsKey(rewardAccountId),
    getRewardTransactions,
  );
}

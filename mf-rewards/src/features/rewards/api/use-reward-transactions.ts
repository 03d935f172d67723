import type { RewardTransaction } from '@elite/contracts/rewards';
import { apiGetParsed } from '@elite/web-kit';
import useSWR from 'swr';
import { loadRewardsContracts } from './rewards-contracts';

export function rewardTransactionsKey(rewardAccountId: number): string {
  return `/api/rewards/transactions/${rewardAccountId}`;
}

/** `headers`: a server render's, for the signed-in visitor (their cookie); the browser sends its own. */
export function getRewardTransactions(
  url: string,
  headers?: Record<string, string>,
): Promise<RewardTransaction[]> {
  return apiGetParsed(
    url,
    () => loadRewardsContracts().then((rewards) => rewards.rewardTransactionsResponseSchema),
    headers,
  );
}

/** GET /api/rewards/transactions/:rewardAccountId, once the account id is known (docs/product.md §5). */
export function useRewardTransactions(rewardAccountId: number | undefined) {
  return useSWR(
    rewardAccountId === undefined ? null : rewardTransactionsKey(rewardAccountId),
    getRewardTransactions,
  );
}

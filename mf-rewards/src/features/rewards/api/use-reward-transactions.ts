import type { RewardTransaction } from '@elite/contracts/rewards';
import { apiGetParsed } from '@elite/web-kit';
import useSWR from 'swr';
import { loadRewardsContracts } from './rewards-contracts';

export function rewardTransactionsKey(rewardAccountId: number): string {
  return `/api/rewards/transactions/${rewardAccountId}`;
}

/** `headers`: the visitor's session, when the server draws the page for them. */
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
    // Shown at once from the server's copy, then read again, as the account is.
    { revalidateOnMount: true },
  );
}

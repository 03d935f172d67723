import type { RedeemPointsInput, RewardAccount } from '@elite/contracts/rewards';
import { apiPost } from '@elite/web-kit';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { loadRewardsContracts } from './rewards-contracts';
import { rewardAccountKey } from './use-reward-account';
import { rewardTransactionsKey } from './use-reward-transactions';

export const REDEEM_KEY = '/api/rewards/redeem';

export async function redeemPoints(url: string, { arg }: { arg: RedeemPointsInput }): Promise<RewardAccount> {
  const { rewardAccountSchema } = await loadRewardsContracts();
  return apiPost(url, arg, { schema: rewardAccountSchema });
}

/** POST /api/rewards/redeem; on success the account takes the new balance and its history is read again. */
export function useRedeemPoints() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(REDEEM_KEY, redeemPoints, {
    onSuccess: (account) => {
      void mutate(rewardAccountKey(account.userId), account, { revalidate: true });
      void mutate(rewardTransactionsKey(account.id));
    },
  });
}

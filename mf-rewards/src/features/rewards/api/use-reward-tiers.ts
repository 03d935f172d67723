import type { RewardsTier } from '@elite/contracts/rewards';
import { apiGetParsed } from '@elite/web-kit';
import useSWR from 'swr';
import { loadRewardsContracts } from './rewards-contracts';

export const REWARD_TIERS_KEY = '/api/rewards/tiers';

export function getRewardTiers(): Promise<RewardsTier[]> {
  return apiGetParsed(REWARD_TIERS_KEY, () =>
    loadRewardsContracts().then((rewards) => rewards.rewardsTiersResponseSchema),
  );
}

export function useRewardTiers() {
  return useSWR(REWARD_TIERS_KEY, getRewardTiers);
}

import { rewardsTiersResponseSchema, type RewardsTier } from '@elite/contracts/rewards';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export const REWARD_TIERS_KEY = '/api/rewards/tiers';

export function getRewardTiers(): Promise<RewardsTier[]> {
  return apiGet(REWARD_TIERS_KEY, { schema: rewardsTiersResponseSchema });
}

export function useRewardTiers() {
  return useSWR(REWARD_TIERS_KEY, getRewardTiers);
}

import type { RewardAccount } from '@elite/contracts/rewards';
import { ApiRequestError, apiGetParsed } from '@elite/web-kit';
import { useEffect } from 'react';
import useSWR from 'swr';
import { loadRewardsContracts } from './rewards-contracts';

// The account of a newly registered user is created by an event, a moment after registration.
const ENROLMENT_POLL_MS = 1_500;

export function rewardAccountKey(userId: number): string {
  return `/api/rewards/user/${userId}`;
}

export function getRewardAccount(url: string): Promise<RewardAccount> {
  return apiGetParsed(url, () => loadRewardsContracts().then((rewards) => rewards.rewardAccountSchema));
}

export function isMissingAccount(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** GET /api/rewards/user/:userId, only with a user id (docs/product.md §5); asks again while the account is being created. */
export function useRewardAccount(userId: number | undefined) {
  const swr = useSWR(userId === undefined ? null : rewardAccountKey(userId), getRewardAccount);
  const { error, mutate } = swr;
  const enrolling = isMissingAccount(error);
  useEffect(() => {
    if (!enrolling) return;
    const timer = window.setInterval(() => void mutate(), ENROLMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [enrolling, mutate]);
  return swr;
}

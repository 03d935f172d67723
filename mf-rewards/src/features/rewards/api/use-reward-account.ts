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

/** `headers`: the visitor's session, when the server draws the page for them. */
export function getRewardAccount(url: string, headers?: Record<string, string>): Promise<RewardAccount> {
  return apiGetParsed(
    url,
    () => loadRewardsContracts().then((rewards) => rewards.rewardAccountSchema),
    headers,
  );
}

export function isMissingAccount(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** GET /api/rewards/user/:userId, only with a user id (docs/product.md §5); asks again while the account is being created. */
export function useRewardAccount(userId: number | undefined) {
  // Shown at once from the server's copy, then read again: points change as rides complete.
  const swr = useSWR(userId === undefined ? null : rewardAccountKey(userId), getRewardAccount, {
    revalidateOnMount: true,
  });
  const { error, mutate } = swr;
  const enrolling = isMissingAccount(error);
  useEffect(() => {
    if (!enrolling) return;
    const timer = window.setInterval(() => void mutate(), ENROLMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [enrolling, mutate]);
  return swr;
}

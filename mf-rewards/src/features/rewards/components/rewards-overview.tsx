import type { RewardAccount, RewardsTier } from '@elite/contracts/rewards';
import { Suspense, lazy, useEffect } from 'react';
import type { SWRResponse } from 'swr';
import { isMissingAccount } from '../api/use-reward-account';
import { AccountNotice, type AccountNoticeState } from './account-notice';
import { MembershipTiers } from './membership-tiers';

const loadAccountCards = () => import('./account-cards');
const AccountCards = lazy(() => loadAccountCards().then((module) => ({ default: module.AccountCards })));

interface RewardsOverviewProps {
  /** The signed-in user is not known yet (GET /api/auth/me has not answered). */
  checkingSession: boolean;
  signedIn: boolean;
  account: SWRResponse<RewardAccount>;
  tiers: RewardsTier[] | undefined;
}

function noticeState({
  checkingSession,
  signedIn,
  isLoading,
  error,
}: Pick<RewardsOverviewProps, 'checkingSession' | 'signedIn'> & {
  isLoading: boolean;
  error: unknown;
}): AccountNoticeState {
  if (checkingSession) return 'loading';
  if (!signedIn) return 'signed-out';
  if (isMissingAccount(error)) return 'enrolling';
  if (error && !isLoading) return 'error';
  return 'loading';
}

export function RewardsOverview({ checkingSession, signedIn, account, tiers }: RewardsOverviewProps) {
  const { data, error, isLoading, mutate } = account;
  const currentTierId = data?.tier?.id;
  // The account's cards load beside the account itself, from the moment someone is signed in, so
  // they are there when it answers.
  useEffect(() => {
    // A failure here shows, and is retried, when the cards are drawn.
    if (signedIn) loadAccountCards().catch(() => undefined);
  }, [signedIn]);
  return (
    <div className="mfr-overview">
      {data ? (
        <Suspense fallback={<AccountNotice state="loading" onRetry={() => void mutate()} />}>
          <AccountCards account={data} tiers={tiers} />
        </Suspense>
      ) : (
        <AccountNotice
          state={noticeState({ checkingSession, signedIn, isLoading, error })}
          onRetry={() => void mutate()}
        />
      )}
      {tiers && tiers.length > 0 ? <MembershipTiers tiers={tiers} currentTierId={currentTierId} /> : null}
    </div>
  );
}

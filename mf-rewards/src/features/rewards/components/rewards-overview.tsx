import type { RewardAccount, RewardsTier } from '@elite/contracts/rewards';
import type { SWRResponse } from 'swr';
import { isMissingAccount } from '../api/use-reward-account';
import { AccountNotice, type AccountNoticeState } from './account-notice';
import { MembershipTiers } from './membership-tiers';
import { RedeemCard } from './redeem-card';
import { RewardsCard } from './rewards-card';

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
  return (
    <div className="mfr-overview">
      {data ? (
        <div className={data.points > 0 ? 'mfr-overview-grid' : undefined}>
          <RewardsCard account={data} tiers={tiers} />
          {/* Remounted when the balance changes, so the amount starts again at everything available. */}
          {data.points > 0 ? <RedeemCard key={data.points} points={data.points} /> : null}
        </div>
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

import type { RewardAccount, RewardsTier } from '@elite/contracts/rewards';
import { RedeemCard } from './redeem-card';
import { RewardsCard } from './rewards-card';

/**
 * A signed-in client's account: the rewards card, and the Redeem card while there are points. Its own
 * chunk (see rewards-overview.tsx): a visitor who is not signed in never loads its antd Form,
 * InputNumber and Progress.
 */
export function AccountCards({
  account,
  tiers,
}: {
  account: RewardAccount;
  tiers: RewardsTier[] | undefined;
}) {
  return (
    <div className={account.points > 0 ? 'mfr-overview-grid' : undefined}>
      <RewardsCard account={account} tiers={tiers} />
      {/* Remounted when the balance changes, so the amount starts again at everything available. */}
      {account.points > 0 ? <RedeemCard key={account.points} points={account.points} /> : null}
    </div>
  );
}

import CrownFilled from '@ant-design/icons/es/icons/CrownFilled';
import type { RewardAccount, RewardsTier } from '@elite/contracts/rewards';
import { tierProgress } from '@elite/contracts/tier-progress';
import { formatUsd } from '@elite/web-kit';
import { rewardsStrings } from '../../../common/strings';
import { formatPoints } from '../utils/transaction-display';
import { TierProgressBar } from './tier-progress-bar';

const { card } = rewardsStrings;

interface RewardsCardProps {
  account: RewardAccount;
  /** Undefined until the tiers have loaded; the progress shows once they have. */
  tiers: RewardsTier[] | undefined;
}

/** The account at a glance: tier, available and lifetime points, unused credit, and the way to the next tier. */
export function RewardsCard({ account, tiers }: RewardsCardProps) {
  const progress = tierProgress(tiers ?? [], account);
  const tier = progress.current ?? account.tier;
  return (
    <section className="elite-card mfr-rewards-card" aria-label={card.label}>
      <div className="mfr-tier">
        <span className="elite-icon-badge mfr-tier-icon" aria-hidden>
          <CrownFilled />
        </span>
        <div>
          <p className="mfr-label">{card.tier}</p>
          <h2 className="mfr-tier-name">{tier?.name ?? card.tierFallback}</h2>
          {tier && tier.discountPercentage > 0 ? (
            <p className="elite-card-text">{card.tierDiscount(tier.discountPercentage)}</p>
          ) : null}
        </div>
      </div>
      {tier?.description ? <p className="elite-card-text mfr-tier-description">{tier.description}</p> : null}
      <dl className="mfr-stats">
        <div className="mfr-stat mfr-stat-primary">
          <dt>{card.points}</dt>
          <dd>{formatPoints(account.points)}</dd>
        </div>
        <div className="mfr-stat">
          <dt>{card.lifetimePoints}</dt>
          <dd>{formatPoints(account.lifetimePoints)}</dd>
        </div>
        {account.creditCents > 0 ? (
          <div className="mfr-stat" title={card.creditNote}>
            <dt>{card.credit}</dt>
            <dd>{formatUsd(account.creditCents / 100)}</dd>
          </div>
        ) : null}
      </dl>
      {progress.next && progress.progressPercent !== null && progress.pointsNeeded !== null ? (
        <TierProgressBar
          nextTier={progress.next.name}
          percent={progress.progressPercent}
          pointsNeeded={progress.pointsNeeded}
        />
      ) : null}
    </section>
  );
}

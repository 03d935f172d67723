import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import type { RewardsTier } from '@elite/contracts/rewards';
import { rewardsStrings } from '../../../common/strings';
import { formatPoints } from '../utils/transaction-display';

const { tiers: strings } = rewardsStrings;

interface MembershipTiersProps {
  tiers: RewardsTier[];
  currentTierId: number | undefined;
}

/** Every tier in list order, with what it takes and what it gives; the client's own is marked. */
export function MembershipTiers({ tiers, currentTierId }: MembershipTiersProps) {
  return (
    <section className="mfr-tiers" aria-labelledby="mfr-tiers-title">
      <h2 id="mfr-tiers-title" className="mfr-section-title">
        {strings.title}
      </h2>
      <ul className="mfr-tier-grid">
        {tiers.map((tier) => {
          const current = tier.id === currentTierId;
          return (
            <li
              key={tier.id}
              className={`elite-card mfr-tier-card${current ? ' mfr-tier-card-current' : ''}`}
              aria-current={current || undefined}
            >
              <div className="mfr-tier-card-header">
                <h3 className="elite-card-title">{tier.name}</h3>
                {current ? <span className="mfr-badge">{strings.current}</span> : null}
              </div>
              <p className="mfr-label">
                {strings.from(formatPoints(tier.minPoints))}
                {tier.discountPercentage > 0 ? ` · ${strings.discount(tier.discountPercentage)}` : ''}
              </p>
              <ul className="mfr-benefits">
                {tier.benefits.map((benefit) => (
                  <li key={benefit}>
                    <CheckOutlined aria-hidden />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

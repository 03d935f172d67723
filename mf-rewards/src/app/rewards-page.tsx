import { RewardsDashboard } from '../features/rewards/components/rewards-dashboard';
import { rewardsStrings } from '../common/strings';
import { RemoteRoot } from './remote-root';

const TITLE_ID = 'mfr-title';

/** /rewards: the signed-in client's points, tier, redemption and history. */
export function RewardsPage() {
  return (
    <RemoteRoot>
      <section className="mfr-page" aria-labelledby={TITLE_ID}>
        <div className="elite-container mfr-container">
          <header className="mfr-page-header">
            <p className="elite-eyebrow">{rewardsStrings.eyebrow}</p>
            <h1 id={TITLE_ID} className="elite-heading">
              {rewardsStrings.title}
            </h1>
            <p className="elite-intro">{rewardsStrings.intro}</p>
          </header>
          <RewardsDashboard />
        </div>
      </section>
    </RemoteRoot>
  );
}

export default RewardsPage;

// mf_rewards's page for a server render (see server.ts), and the tiers it shows, loaded by the same
// call the browser makes.
import type { RemoteServerBuild } from '@elite/contracts/server-render';
import { RewardsPage } from './app/rewards-page';
import { REWARD_TIERS_KEY, getRewardTiers } from './features/rewards/api/use-reward-tiers';

export const pages: RemoteServerBuild['pages'] = { RewardsPage };

/**
 * The tiers under the key the page reads them by, so the page comes with them and the browser does
 * not ask again (nor load zod to read the answer). When they cannot be read nothing is embedded, and
 * the browser asks as before.
 */
export const loadData: RemoteServerBuild['loadData'] = async (module) => {
  if (module !== 'RewardsPage') return {};
  const tiers = await getRewardTiers().catch(() => undefined);
  return tiers === undefined ? {} : { [REWARD_TIERS_KEY]: tiers };
};

// mf_rewards's server build (docs/architecture.md, "Server rendering"): the page as someone not yet
// known draws it, with the membership tiers (public, the same for everyone) in it; the browser learns
// who is signed in and loads the account.
import type { RemoteServerBuild } from '@elite/contracts';
import { remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const { RewardsPage } = await import('./app/rewards-page');
  const { getRewardTiers, REWARD_TIERS_KEY } = await import('./features/rewards/api/use-reward-tiers');
  // A call that fails is left out: the browser asks for the tiers as before.
  const loadData: RemoteServerBuild['loadData'] = async () => {
    try {
      return { [REWARD_TIERS_KEY]: await getRewardTiers() };
    } catch {
      return {};
    }
  };
  return { pages: { RewardsPage }, loadData };
});

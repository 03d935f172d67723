// mf_rewards's server build (docs/architecture.md, "Server rendering"): the page as someone not yet
// known draws it; the browser learns who is signed in and loads the account.
import { noFirstScreenData, remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const { RewardsPage } = await import('./app/rewards-page');
  return { pages: { RewardsPage }, loadData: noFirstScreenData };
});

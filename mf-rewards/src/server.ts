// mf_rewards's server build (docs/architecture.md, "Server rendering"): the page as someone not yet
// known draws it, with the membership tiers, which are public; the browser learns who is signed in
// and loads the account.
import { remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const { pages, loadData } = await import('./server-pages');
  return { pages, loadData };
});

// mf_rewards's server build (docs/architecture.md, "Server rendering"): the page with the membership
// tiers, which are public, and, for a signed-in client, their account and history (`personal`).
import { remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const { pages, loadData, personal } = await import('./server-pages');
  return { pages, loadData, personal };
});

// mf_rewards's server build (docs/architecture.md, "Server rendering"): the page drawn for the visitor,
// with the membership tiers and, signed in, their account; and its Redeem form posted without JavaScript.
import { remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const [{ pages, loadData }, { action }] = await Promise.all([
    import('./server-pages'),
    import('./server-actions'),
  ]);
  return { pages, loadData, action };
});

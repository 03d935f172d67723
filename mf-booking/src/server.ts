// mf_booking's server build (docs/architecture.md, "Server rendering"): the render slice loads this file at
// run time from wherever the remote is deployed, as the browser loads remoteEntry.js, and renders its
// pages inside the shell's document.
import { remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const [{ pages, loadData, onDemand }, { action }] = await Promise.all([
    import('./server-pages'),
    import('./server-actions'),
  ]);
  return { pages, loadData, onDemand, action };
});

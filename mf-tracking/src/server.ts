// mf_tracking's server build (docs/architecture.md, "Server rendering"): the ride page with its details,
// status and Manage Your Ride card drawn from the booking; the map is a placeholder of its size, and
// Leaflet (which needs a browser) loads only in the browser, after the page's first paint.
import { remoteServerEntry } from '@elite/web-kit/server-entry';

export const createServerBuild = remoteServerEntry(async () => {
  const [{ pages, loadData }, { action }] = await Promise.all([
    import('./server-pages'),
    import('./server-actions'),
  ]);
  return { pages, loadData, action };
});

// mf_booking's server build (docs/architecture.md, "Server rendering"): the gateway loads this file at
// run time from wherever the remote is deployed, as the browser loads remoteEntry.js, and renders its
// pages inside the shell's document.
import type { RemoteServerEntry } from '@elite/contracts';
import { setApiOrigin } from '@elite/web-kit';

declare let __webpack_public_path__: string;

export const createServerBuild: RemoteServerEntry['createServerBuild'] = async ({
  publicPath,
  apiOrigin,
}) => {
  // Before any page module runs: an imported image's URL is fixed when its module is first evaluated.
  __webpack_public_path__ = publicPath;
  setApiOrigin(apiOrigin);
  const { pages, loadData } = await import('./server-pages');
  return { pages, loadData };
};

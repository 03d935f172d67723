import type { RemoteServerBuild, RemoteServerEntry } from '@elite/contracts/server-render';
import { setApiFetch } from '../api/api-client';

declare let __webpack_public_path__: string;

/**
 * A remote's `createServerBuild` (docs/architecture.md, "Server rendering"): where its browser build
 * is served and how its API calls reach the services are set before `load` imports the pages, since an imported
 * image's URL is fixed when its module first runs. Compiled into each remote's own server bundle,
 * so the public path it sets is that bundle's.
 */
export function remoteServerEntry(
  load: () => Promise<RemoteServerBuild>,
): RemoteServerEntry['createServerBuild'] {
  return async ({ publicPath, apiFetch }) => {
    __webpack_public_path__ = publicPath;
    setApiFetch(apiFetch);
    return load();
  };
}

/** The data of a page that shows none on its first screen (it loads in the browser). */
export const noFirstScreenData: RemoteServerBuild['loadData'] = () => Promise.resolve({});

export { answerForm, FormFieldsInvalid, parseFormFields } from './page-action';

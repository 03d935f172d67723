import type { RemoteListing } from '@elite/contracts/server-render';
import { apiGet } from '@elite/web-kit';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { remoteRetryPlugin } from './remote-retry-plugin';
import type { RemotePageModule } from './remote-pages-context';

// What the gateway answers at /remotes.json (docs/development.md, "Remotes"): the contract's type
// (remotesListingSchema), checked here by hand because this runs on the way to every first screen,
// where the contracts' zod schemas must not load (docs/architecture.md, "The first screen").
function remoteListings(body: unknown): RemoteListing[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  const valid = (item: unknown): item is RemoteListing =>
    typeof (item as RemoteListing | null)?.name === 'string' &&
    typeof (item as RemoteListing).entry === 'string';
  if (!Array.isArray(remotes) || !remotes.every(valid))
    throw new Error('/remotes.json is not a list of remotes');
  return remotes;
}

init({
  name: 'shell',
  remotes: [],
  plugins: [
    // Network layer: manifests and remote entries are fetched again before giving up.
    remoteRetryPlugin(),
    remoteFallbackPlugin(),
  ],
});

let registration: Promise<void> | null = null;

/** Registers the remotes that /remotes.json lists, once; a failed read is tried again on the next call. */
function registerRemotesOnce(): Promise<void> {
  registration ??= apiGet('/remotes.json').then(
    (body) => registerRemotes(remoteListings(body)),
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

/** Loads a page a remote exposes (e.g. mf_booking + HomePage), for React.lazy. */
export async function loadRemotePage(remote: string, module: string): Promise<RemotePageModule> {
  await registerRemotesOnce();
  const loaded = await loadRemote<Partial<RemotePageModule>>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return { default: loaded.default };
}

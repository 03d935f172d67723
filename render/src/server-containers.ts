import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  createInstance,
  loadScriptNode,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime';
import type { FreshFiles } from './fresh-files';

/** What each frontend's server container exposes (web-kit's server-webpack-config.mjs, SERVER_CONTAINER). */
const EXPOSED = 'server';

/** What the sdk's Node loader takes as its loader hook (typed narrower than it reads in 2.9.3: see below). */
type NodeLoaderHook = NonNullable<Parameters<typeof loadScriptNode>[1]['loaderHook']>;

/**
 * The federation runtime's Node loader (`loadScriptNode`) fetches an entry with the global `fetch`,
 * which reads http(s) only, and evaluates it itself, with a `require` of the runtime's own packages,
 * which are this process's (the singletons the server builds leave out). The site's files may be on
 * this machine instead (STATIC_ROOT, as `npm start` and `npm run dev` serve them): for such an entry
 * this plugin has the same loader take the file's text through its fetch hook (the sdk calls
 * `loaderHook.lifecycle.fetch.emit(url, init)` when `loaderHook.fetch` is set), so that the entry is
 * evaluated exactly as one fetched over HTTP, wherever the file lies.
 */
const entriesOnDisk: ModuleFederationRuntimePlugin = {
  name: 'elite-render-entries-on-disk',
  async loadEntry({ remoteInfo }) {
    const { entry, name, entryGlobalName, type } = remoteInfo;
    if (!entry.startsWith('file:')) return undefined;
    const read = async (url: string) => new Response(await readFile(fileURLToPath(url), 'utf8'));
    const loaderHook = { fetch: read, lifecycle: { fetch: { emit: read } } } as unknown as NodeLoaderHook;
    await loadScriptNode(entry, { attrs: { name, globalName: entryGlobalName, type }, loaderHook });
    // Where the loader leaves what the entry exports (as the runtime's own Node path reads it back).
    return (globalThis as Record<string, unknown>)[entryGlobalName] as RemoteEntryExports;
  },
};

type RemoteEntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/**
 * The shell's and the remotes' server builds, loaded as Module Federation containers with the
 * federation runtime (docs/architecture.md, "Server rendering"). Each entry is checked like every
 * other file of the site (FreshFiles: at most once per revalidation period, with its ETag or mtime);
 * when its text changed, the remote is registered again with `force`, which is how the runtime drops
 * a remote's loaded container and modules, and the next page loads the new one: a redeployed remote
 * changes the next pages without the render slice restarting.
 */
export class ServerContainers {
  private readonly federation = createInstance({
    name: 'elite_render',
    remotes: [],
    shared: {},
    plugins: [entriesOnDisk],
  });
  /** By federation name: the entry URL registered now, its version in the query. */
  private readonly registered = new Map<string, string>();

  constructor(private readonly files: FreshFiles) {}

  /**
   * What the container `name` at `entryUrl` (http(s): or file:) exposes as `./server`, as deployed
   * now. Loads once per version of the entry; callers that come together share the load.
   */
  async load(name: string, entryUrl: string): Promise<Record<string, unknown>> {
    const version = await this.files.get(entryUrl, (text) =>
      createHash('sha256').update(text).digest('base64url').slice(0, 16),
    );
    const entry = `${entryUrl}?v=${version}`;
    if (this.registered.get(name) !== entry) {
      this.federation.registerRemotes([{ name, entry }], { force: this.registered.has(name) });
      this.registered.set(name, entry);
    }
    const exposed = await this.federation.loadRemote<Record<string, unknown>>(`${name}/${EXPOSED}`);
    if (!exposed) throw new Error(`${name} exposes no ./${EXPOSED} at ${entryUrl}`);
    return exposed;
  }
}

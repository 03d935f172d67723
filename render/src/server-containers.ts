import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { FreshFiles } from './fresh-files';

/** What each frontend's server container exposes (web-kit's server-webpack-config.mjs, SERVER_CONTAINER). */
const EXPOSED = 'server';

type RemoteEntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/**
 * The federation runtime's loader for Node fetches a remote entry over http(s) only. The site's files
 * may be on this machine instead (STATIC_ROOT, as `npm start` and `npm run dev` serve them): such an
 * entry is a CommonJS file, so Node's own loader takes it, as a fresh module each time its version
 * changes. Its `require` of the shared singletons resolves from where the site lies, which is the
 * repository (or a folder under it) in those setups.
 */
const entriesOnDisk: ModuleFederationRuntimePlugin = {
  name: 'elite-render-entries-on-disk',
  loadEntry({ remoteInfo }) {
    if (!remoteInfo.entry.startsWith('file:')) return undefined;
    const file = fileURLToPath(remoteInfo.entry);
    delete require.cache[file];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node's loader for a CommonJS file on disk, as above.
    return require(file) as RemoteEntryExports;
  },
};

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

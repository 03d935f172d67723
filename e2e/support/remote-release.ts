import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { drain } from '@elite/nest-kit/core';
import type { Page } from '@playwright/test';
import pino from 'pino';

// A remote shipped alone, on the test's own copies of its builds (docs/operations.md, "Deploying one
// slice"): another release of it built into a folder of the test's, deployed as its image would be (the
// static server on a site that keep-previous-chunks.mjs made), and the browser's requests for the
// remote sent there instead of to the stack's, which serves the shared dist/.

const ROOT = path.resolve(__dirname, '../..');

/** What a built remote's folder is called in the repository and under /remotes/ (mf-booking…). */
export type RemoteFolder = 'mf-booking' | 'mf-admin' | 'mf-tracking' | 'mf-rewards';

interface SharedEntry {
  version: string;
  requiredVersion: string;
}
interface BrowserConfig {
  context?: string;
  devtool?: string | false;
  infrastructureLogging?: { level: string };
  output: { path: string; hashSalt?: string };
  plugins: { constructor: { name: string }; _options?: { shared?: Record<string, SharedEntry> } }[];
}
type ConfigFactory = (
  env: Record<string, unknown>,
  argv: { mode: string },
) => BrowserConfig | [BrowserConfig, ...unknown[]];
interface Stats {
  hasErrors(): boolean;
  toString(options: object): string;
}
interface Compiler {
  run(callback: (error: Error | null, stats?: Stats) => void): void;
  close(callback: () => void): void;
}

const importFile = (file: string) => import(pathToFileURL(path.join(ROOT, file)).href);

/**
 * Builds a release of `remote`'s browser bundle into `outDir` with its production config, as its image
 * would. `salt` changes every content hash (another release of the same code: new chunk names);
 * `webKitVersion` builds it as if against that version of @elite/web-kit (the version the remote
 * provides and, by web-kit's rule, the range it requires of the shell's copy). Source maps are left out.
 */
export async function buildRemoteRelease(
  remote: RemoteFolder,
  outDir: string,
  { salt, webKitVersion }: { salt?: string; webKitVersion?: string } = {},
): Promise<void> {
  const { default: configOf } = (await importFile(`${remote}/webpack.config.mjs`)) as {
    default: ConfigFactory;
  };
  const made = configOf({}, { mode: 'production' });
  const config = Array.isArray(made) ? made[0] : made;
  config.context = path.join(ROOT, remote);
  config.output.path = outDir;
  config.devtool = false;
  config.infrastructureLogging = { level: 'error' };
  if (salt) config.output.hashSalt = salt;
  if (webKitVersion) {
    // A CommonJS file: its exports are the module's default.
    const { compatibleRange } = (
      (await importFile('packages/web-kit/federation-shared.cjs')) as {
        default: { compatibleRange: (version: string) => string };
      }
    ).default;
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    const webKit = federation?._options?.shared?.['@elite/web-kit'];
    if (!webKit) throw new Error(`${remote}'s federation config shares no @elite/web-kit`);
    webKit.version = webKitVersion;
    webKit.requiredVersion = compatibleRange(webKitVersion);
  }
  const { default: webpack } = (await import('webpack')) as unknown as {
    default: (config: BrowserConfig) => Compiler;
  };
  const compiler = webpack(config);
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

/** The stack's own build of `remote` (dist/, which the global setup built), copied: the release a tab opened on. */
export function copyOfStackRelease(remote: RemoteFolder, outDir: string): void {
  cpSync(path.join(ROOT, remote, 'dist'), outDir, { recursive: true });
}

/** What static.Dockerfile does with the previous image's site: keeps its hashed files in the new one. */
export function keepPreviousChunks(previousSite: string, newSite: string, release: string): void {
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'deploy/docker/keep-previous-chunks.mjs'), previousSite, newSite, '--release', release],
    { stdio: 'pipe' },
  );
}

// The gateway's and render slice's shutdown (nest-kit's drain), as a rolled-out container's.
const DRAIN_MS = 5_000;
const silent = pino({ level: 'silent' });

type StartStaticServer = (env: Record<string, string>, log: (line: string) => void) => Promise<Server>;

/**
 * One remote's deployment: its image's static server on one site at a time. `deploy` replaces it as a
 * rollout does (the new container up, the old one gone); `serveTo` sends a page's requests for the
 * remote (/remotes/<remote>/…) to whichever is deployed when each request is made.
 */
export class RemoteDeployment {
  private server: Server | undefined;

  constructor(private readonly remote: RemoteFolder) {}

  async deploy(siteDir: string): Promise<void> {
    const { startStaticServer } = (await importFile('deploy/static-server/server.mjs')) as {
      startStaticServer: StartStaticServer;
    };
    const next = await startStaticServer(
      { PORT: '0', HOST: '127.0.0.1', SITE_DIR: siteDir, BASE_PATH: `/remotes/${this.remote}/` },
      () => undefined,
    );
    const previous = this.server;
    this.server = next;
    // As a rollout stops the old container: no new requests, those under way answered.
    if (previous) await drain(previous, DRAIN_MS, silent);
  }

  async serveTo(page: Page): Promise<void> {
    await page.route(`**/remotes/${this.remote}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      const fetchFrom = (server: Server) =>
        route.fetch({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}${search}`,
        });
      const server = this.server;
      if (!server) return route.abort('connectionrefused');
      let response;
      try {
        response = await fetchFrom(server);
      } catch (error) {
        // Sent just as that server was replaced: the next one answers, as a load balancer would send it there.
        if (this.server === server) throw error;
        // Stopped meanwhile (the test is over): refused, as a stopped container's address is.
        if (!this.server) return route.abort('connectionrefused');
        response = await fetchFrom(this.server);
      }
      await route.fulfill({ response });
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections());
  }
}

/** Removes a folder of the test's. */
export function removeFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

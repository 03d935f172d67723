import { pathToFileURL } from 'node:url';
import path from 'node:path';
import {
  REMOTE_FOLDER,
  RoundRobin,
  listedRemotes,
  remoteDist,
  type RemoteEntry,
  type SiteLocation,
} from '@elite/nest-kit/core';

/**
 * Where the render slice reads a file of the site, from where it is deployed (the settings the
 * gateway serves it from, docs/development.md "Ports and environment"), never through the gateway: the shell's
 * files from SHELL_URL or STATIC_ROOT/shell/dist, `/remotes/<folder>/…` from MF_<NAME>_URL or
 * STATIC_ROOT/<folder>/dist, and a remote listed on another origin from there.
 */
export class SiteFiles {
  private readonly turns = new Map<string, RoundRobin<URL>>();

  constructor(private readonly site: SiteLocation) {}

  /** The remotes exactly as the browser sees them at /remotes.json. */
  remotes(): RemoteEntry[] {
    return listedRemotes(this.site);
  }

  /**
   * The URL (http(s): or file:) to read `href` from: a path of the site as the browser asks for it
   * (`/index.html`, `/remotes/mf-booking/mf-manifest.json`), or an absolute http(s) URL.
   */
  locate(href: string): URL {
    if (/^https?:\/\//i.test(href)) return new URL(href);
    const { pathname } = new URL(href, 'http://site.invalid');
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    if (remote && REMOTE_FOLDER.test(remote[1]!)) {
      const [, folder, rest] = remote as unknown as [string, string, string];
      const upstreams = this.site.siteUpstreams.remotes[folder];
      if (upstreams) return new URL(rest, this.next(folder, upstreams));
      return this.onDisk(remoteDist(this.site.staticRoot, folder), rest);
    }
    const shell = this.site.siteUpstreams.shell;
    if (shell) return new URL(pathname.slice(1), this.next('shell', shell));
    return this.onDisk(path.join(this.site.staticRoot, 'shell', 'dist'), pathname.slice(1));
  }

  /** A file under `root`; a path that would climb out of it is refused. */
  private onDisk(root: string, relative: string): URL {
    const file = path.resolve(root, decodeURIComponent(relative));
    if (!file.startsWith(root + path.sep)) throw new Error(`${relative} is outside ${root}`);
    return pathToFileURL(file);
  }

  /** The static servers of one part in turn, as the gateway uses them. */
  private next(key: string, urls: URL[]): URL {
    let turns = this.turns.get(key);
    if (!turns) this.turns.set(key, (turns = new RoundRobin(urls)));
    const base = turns.next();
    return base.href.endsWith('/') ? base : new URL(`${base.href}/`);
  }
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RemoteListing } from '@elite/contracts';

/** One line of /remotes.json (contracts' RemoteListing): a federation name and where its mf-manifest.json is. */
export type RemoteEntry = RemoteListing;

/** A remote's folder in the repository: `mf-booking`, `mf-admin`… */
export const REMOTE_FOLDER = /^mf-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FEDERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Checks one remote and adds it to `entries`; `label` names it in the error. */
function addRemote(entries: RemoteEntry[], name: string, entry: string, label: string): void {
  if (!FEDERATION_NAME.test(name))
    throw new Error(`"${label}" must be name=url with a federation name such as mf_booking`);
  if (!/^(\/(?!\/)|https?:\/\/)\S+$/.test(entry))
    throw new Error(`"${label}": the url must be a path (/remotes/…) or an http(s) URL`);
  if (entries.some((known) => known.name === name)) throw new Error(`remote ${name} is listed twice`);
  entries.push({ name, entry });
}

/** Parses `REMOTE_ENTRIES` (`mf_booking=/remotes/mf-booking/mf-manifest.json,mf_admin=…`). */
export function parseRemoteEntries(value: string): RemoteEntry[] {
  const entries: RemoteEntry[] = [];
  for (const item of value.split(',')) {
    const pair = item.trim();
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = separator > 0 ? pair.slice(0, separator).trim() : '';
    const entry = separator > 0 ? pair.slice(separator + 1).trim() : '';
    addRemote(entries, name, entry, pair);
  }
  return entries;
}

/** Parses a remotes.json file (`REMOTES_FILE`, a mounted ConfigMap): `{"remotes":[{"name","entry"}]}`. */
export function parseRemotesJson(text: string): RemoteEntry[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(`is not JSON (${(error as Error).message})`, { cause: error });
  }
  const list = (document as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('must be {"remotes": [{"name": …, "entry": …}, …]}');
  const entries: RemoteEntry[] = [];
  for (const item of list as unknown[]) {
    const { name, entry } = (item ?? {}) as { name?: unknown; entry?: unknown };
    if (typeof name !== 'string' || typeof entry !== 'string')
      throw new Error(`every remote needs a "name" and an "entry" string (not ${JSON.stringify(item)})`);
    addRemote(entries, name, entry, `${name}=${entry}`);
  }
  return entries;
}

/** Where a remote folder's build lives. */
export function remoteDist(staticRoot: string, folder: string): string {
  return path.join(staticRoot, folder, 'dist');
}

/** Every remote of the repository whose build has a manifest, as /remotes.json lists them by default. */
export function discoverRemotes(staticRoot: string): RemoteEntry[] {
  let folders: string[];
  try {
    folders = readdirSync(staticRoot);
  } catch {
    return [];
  }
  return folders
    .filter(
      (folder) =>
        REMOTE_FOLDER.test(folder) &&
        existsSync(path.join(remoteDist(staticRoot, folder), 'mf-manifest.json')),
    )
    .sort()
    .map(remoteOf);
}

/** How /remotes.json lists the remote of a folder: `mf-booking` → mf_booking at /remotes/mf-booking/mf-manifest.json. */
export function remoteOf(folder: string): RemoteEntry {
  return { name: folder.replace(/-/g, '_'), entry: `/remotes/${folder}/mf-manifest.json` };
}

/**
 * /remotes.json without REMOTE_ENTRIES or REMOTES_FILE: the remotes proxied to their own static
 * servers, and every remote of STATIC_ROOT whose build has a manifest, by name.
 */
export function defaultRemotes(staticRoot: string, proxiedFolders: readonly string[]): RemoteEntry[] {
  const byName = new Map(discoverRemotes(staticRoot).map((remote) => [remote.name, remote]));
  for (const folder of proxiedFolders) byName.set(remoteOf(folder).name, remoteOf(folder));
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** What /remotes.json lists: the configured remotes, else the default ones. */
export function listedRemotes(config: {
  remoteEntries?: RemoteEntry[];
  staticRoot: string;
  siteUpstreams: { remotes: Record<string, unknown> };
}): RemoteEntry[] {
  return config.remoteEntries ?? defaultRemotes(config.staticRoot, Object.keys(config.siteUpstreams.remotes));
}

/** The origins of remotes served from elsewhere, which the Content-Security-Policy must allow. */
export function foreignRemoteOrigins(entries: readonly RemoteEntry[] | undefined): string[] {
  const origins = new Set<string>();
  for (const { entry } of entries ?? []) if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  return [...origins];
}

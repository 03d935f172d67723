import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** One line of /remotes.json: a federation name and where its mf-manifest.json is. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

/** A remote's folder in the repository: `mf-booking`, `mf-admin`… */
export const REMOTE_FOLDER = /^mf-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FEDERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses `REMOTE_ENTRIES` (`mf_booking=/remotes/mf-booking/mf-manifest.json,mf_admin=…`). */
export function parseRemoteEntries(value: string): RemoteEntry[] {
  const entries: RemoteEntry[] = [];
  for (const item of value.split(',')) {
    const pair = item.trim();
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = separator > 0 ? pair.slice(0, separator).trim() : '';
    const entry = separator > 0 ? pair.slice(separator + 1).trim() : '';
    if (!FEDERATION_NAME.test(name))
      throw new Error(`"${pair}" must be name=url with a federation name such as mf_booking`);
    if (!/^(\/(?!\/)|https?:\/\/)\S+$/.test(entry))
      throw new Error(`"${pair}": the url must be a path (/remotes/…) or an http(s) URL`);
    if (entries.some((known) => known.name === name)) throw new Error(`remote ${name} is listed twice`);
    entries.push({ name, entry });
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
    .map((folder) => ({ name: folder.replace(/-/g, '_'), entry: `/remotes/${folder}/mf-manifest.json` }));
}

/** The origins of remotes served from elsewhere, which the Content-Security-Policy must allow. */
export function foreignRemoteOrigins(entries: readonly RemoteEntry[] | undefined): string[] {
  const origins = new Set<string>();
  for (const { entry } of entries ?? []) if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  return [...origins];
}

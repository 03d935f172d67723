// Preloads of a server-rendered page's remote code (docs/architecture.md, "Server rendering"): the
// browser would find the remote's entry and the page's chunk only after main.js, /remotes.json and the
// remote's mf-manifest.json; named in <head>, they download while the shell starts, and hydration of
// the page's part no longer waits for that chain. The federation runtime still loads them itself.

/** The federation manifest's parts that name a remote's entry and an exposed module's files. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } } }>;
}

/** The URLs of the remote's entry and of the files `module` needs first, as the browser fetches them. */
export function remoteScripts(manifest: FederationManifest, module: string, publicBase: string): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((item) => item.name === module);
  const files = [
    ...(entry?.name ? [[entry.path, entry.name].filter(Boolean).join('/')] : []),
    ...(expose?.assets?.js?.sync ?? []),
  ];
  return files.map((file) => publicBase + file);
}

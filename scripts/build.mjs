// `npm run build`: the TypeScript projects (tsc -b, incremental), then each frontend with webpack,
// skipping a frontend whose build is newer than its sources and the packages it compiles in.
// `--force` rebuilds every frontend.
import './lib/node-version.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const STAMP = '.build-stamp';
const WEBPACK_CONFIGS = [
  'webpack.config.js',
  'webpack.config.mjs',
  'webpack.config.cjs',
  'webpack.config.ts',
];
// What a frontend bundle is made of besides its own folder.
const SHARED_SOURCES = [
  'packages/web-kit',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);

/** The shell first, then every mf-* folder that has a webpack config. */
export function frontends(root = ROOT) {
  const folders = readdirSync(root)
    .filter((name) => /^mf-[a-z0-9-]+$/.test(name))
    .sort();
  return ['shell', ...folders].filter((folder) =>
    WEBPACK_CONFIGS.some((config) => existsSync(path.join(root, folder, config))),
  );
}

/** The newest modification time under `target` (a file or a folder), ignoring builds and dependencies. */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `<folder>/dist` holds a complete build newer than everything it was built from. */
export function frontendIsFresh(folder, root = ROOT) {
  const stamp = path.join(root, folder, 'dist', STAMP);
  if (!existsSync(stamp)) return false;
  const sources = [path.join(root, folder), ...SHARED_SOURCES.map((source) => path.join(root, source))];
  const newestSource = Math.max(...sources.map(newestMtime));
  return statSync(stamp).mtimeMs > newestSource;
}

/** tsc --verbose, told briefly: the projects it builds, and compiler errors as they are. */
const tscLineIn = (root) => (line) => {
  const building = /Building project '(.+)\/tsconfig[^']*\.json'/.exec(line);
  if (building) return `  building ${path.relative(root, building[1]) || '.'}`;
  // The rest of --verbose narrates each project with a timestamp, or lists them.
  if (/^\d{1,2}:\d{2}:\d{2}( [AP]M)? - |^\s+\* /.test(line)) return undefined;
  return `  ${line}`;
};

/** webpack's summary, warnings and errors; not the list of every asset. */
const webpackLine = (line) => (/error|warning|compiled/i.test(line) ? `  ${line}` : undefined);

function run(label, command, args, cwd, log, filter = (line) => `  ${line}`) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const hidden = [];
    const emit = (line) => {
      if (!line.trim()) return;
      const shown = filter(line);
      if (shown !== undefined) log(shown);
      else if (hidden.push(line) > 60) hidden.shift();
    };
    const forward = (stream) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) emit(line);
      });
      stream.on('end', () => emit(rest));
    };
    forward(child.stdout);
    forward(child.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      // What was filtered out may explain the failure.
      for (const line of hidden) log(`  ${line}`);
      reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Builds what is out of date; resolves with the names of what it built.
 * `log` receives one line at a time.
 */
export async function build({ log = (line) => console.log(line), force = false, root = ROOT } = {}) {
  const built = [];
  log('▶ TypeScript: tsc -b tsconfig.build.json (only what is out of date)');
  const started = Date.now();
  await run(
    'tsc -b tsconfig.build.json',
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.build.json', '--verbose'],
    root,
    log,
    tscLineIn(root),
  );
  log(`✔ TypeScript (${((Date.now() - started) / 1000).toFixed(1)}s)`);

  const webpack = require.resolve('webpack-cli/bin/cli.js');
  for (const folder of frontends(root)) {
    if (!force && frontendIsFresh(folder, root)) {
      log(`✔ ${folder} is up to date`);
      continue;
    }
    log(`▶ ${folder}: webpack --mode production`);
    const began = Date.now();
    await run(
      `webpack in ${folder}`,
      process.execPath,
      [webpack, '--mode', 'production'],
      path.join(root, folder),
      log,
      webpackLine,
    );
    writeFileSync(path.join(root, folder, 'dist', STAMP), `${new Date().toISOString()}\n`);
    log(`✔ ${folder} (${((Date.now() - began) / 1000).toFixed(1)}s)`);
    built.push(folder);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(`✖ build failed: ${error.message}`);
    process.exit(1);
  });
}

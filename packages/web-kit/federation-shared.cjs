// The Module Federation `shared` option for the shell and every remote, so all of them agree on it.
// Use: `shared: createSharedConfig(require('./package.json'))` in a frontend's webpack.config.js.
// Why antd is shared per component: see README.md beside this file.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'swr',
  'zustand',
  'dayjs',
  'zod',
  '@elite/web-kit',
  '@elite/contracts',
];
// Subpath imports (react/jsx-runtime, react-dom/client, zustand/middleware, dayjs/plugin/…).
const PREFIXES = ['react/', 'react-dom/', 'zustand/', 'dayjs/'];
// swr's entry points share one internal config context, so every one of them must come from one build.
const SWR_ENTRIES = ['mutation', 'infinite', 'immutable', 'subscription', '_internal'];

function packageDir(name, fromDir) {
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).name !== name
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package.json of ${name}`);
    dir = parent;
  }
  return dir;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The ESM file a bundler picks for `name/subpath`, read from the package's `exports`. */
function esmEntry(dir, subpath) {
  let target = readJson(path.join(dir, 'package.json')).exports?.[`./${subpath}`];
  while (target && typeof target === 'object') target = target.import ?? target.module ?? target.default;
  if (typeof target !== 'string') throw new Error(`No ESM entry for ${dir}/${subpath}`);
  return path.join(dir, target);
}

/**
 * @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} appPackageJson
 * @param {string} [appDir] where the app resolves its packages from (default: the working directory)
 */
function createSharedConfig(appPackageJson, appDir = process.cwd()) {
  const declared = { ...appPackageJson.devDependencies, ...appPackageJson.dependencies };
  const entry = (name, extra = {}) => {
    const dir = packageDir(name, appDir);
    const { version } = readJson(path.join(dir, 'package.json'));
    return { singleton: true, requiredVersion: declared[name] ?? `^${version}`, version, ...extra, dir };
  };
  const shared = {};
  const add = (key, { dir: _dir, ...config }) => {
    shared[key] = config;
  };

  for (const name of SINGLETONS) add(name, entry(name));
  for (const prefix of PREFIXES) add(prefix, entry(prefix.slice(0, -1)));

  const swr = entry('swr');
  for (const subpath of SWR_ENTRIES) add(`swr/${subpath}`, { ...swr, import: esmEntry(swr.dir, subpath) });

  // Every antd component entry (antd/es/<name>), provided by absolute path so the first build to
  // register (the shell) provides all of them, and matched from antd's own relative imports too.
  const antd = entry('antd', { allowNodeModulesSuffixMatch: true });
  const esDir = path.join(antd.dir, 'es');
  for (const name of fs.readdirSync(esDir)) {
    const file = path.join(esDir, name, 'index.js');
    if (!name.startsWith('_') && fs.existsSync(file)) add(`antd/es/${name}`, { ...antd, import: file });
  }
  return shared;
}

module.exports = { createSharedConfig };

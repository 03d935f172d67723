/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: webpack configs load it first. */
// The Module Federation `shared` option for the shell and every remote, so all of them agree on it.
// Use in a frontend's webpack.config.js (see README.md beside this file for the why):
//   shared: createSharedConfig(require('./package.json'), __dirname),
//   plugins: [new AntdPerComponentPlugin(), …], and compile web-kit's src with swc-loader.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'swr', 'zustand', 'dayjs', '@elite/web-kit'];
// Subpath imports (react/jsx-runtime, react-dom/client, dayjs/plugin/…). zustand's middleware holds no
// state of its own, so it stays private to each build and is tree-shaken there.
const PREFIXES = ['react/', 'react-dom/', 'dayjs/'];
// swr's entry points share one internal config context, so every one of them must come from one build.
const SWR_ENTRIES = ['mutation', 'infinite', 'immutable', 'subscription', '_internal'];

const webKitDir = __dirname;
const contractsDir = path.dirname(require.resolve('@elite/contracts/package.json', { paths: [webKitDir] }));

/** TypeScript that a frontend compiles itself (swc-loader `include`): web-kit, and the contracts for the host. */
const TYPESCRIPT_SOURCES = [path.join(webKitDir, 'src'), path.join(contractsDir, 'src')];
/**
 * The contracts' constants (no zod) and the ride formatter they re-export (ride-format.ts), which
 * web-kit imports from source for the first screen: every frontend compiles them.
 */
const CONTRACTS_CONSTANTS_SOURCES = ['src/constants.ts', 'src/ride-format.ts'].map((file) =>
  path.join(contractsDir, file),
);
const CONTRACTS_CONSTANTS_SOURCE = CONTRACTS_CONSTANTS_SOURCES[0];
/** webpack `resolve.alias`: `@elite/contracts/constants` from that source, as bundles take the rest of the contracts. */
const CONTRACTS_CONSTANTS_ALIAS = { '@elite/contracts/constants$': CONTRACTS_CONSTANTS_SOURCE };

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The contracts' domain entries (their package.json `exports`) and each one's TypeScript source. Not the
 * package's root, which is every domain at once: frontends import a domain (eslint.config.mjs). Not the
 * constants either, which every build compiles itself (CONTRACTS_CONSTANTS_ALIAS).
 */
function contractsDomainEntries() {
  return Object.keys(readJson(path.join(contractsDir, 'package.json')).exports)
    .map((subpath) => subpath.slice(2))
    .filter((name) => /^[a-z-]+$/.test(name) && name !== 'constants')
    .map((name) => [name, path.join(contractsDir, 'src', `${name}.ts`)]);
}

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

/** The ESM file a bundler picks for `name/subpath`, read from the package's `exports`. */
function esmEntry(dir, subpath) {
  let target = readJson(path.join(dir, 'package.json')).exports?.[`./${subpath}`];
  while (target && typeof target === 'object') target = target.import ?? target.module ?? target.default;
  if (typeof target !== 'string') throw new Error(`No ESM entry for ${dir}/${subpath}`);
  return path.join(dir, target);
}

// Not provided: the build would then count ColorPicker's use of Collapse as used by Button too (Button
// reads one helper from ColorPicker's files), and every page would load Collapse. Nothing here needs it.
const ANTD_NOT_PROVIDED = new Set(['color-picker']);

function antdComponentEntries(antdDir) {
  const esDir = path.join(antdDir, 'es');
  return fs
    .readdirSync(esDir)
    .filter((name) => !name.startsWith('_') && !ANTD_NOT_PROVIDED.has(name))
    .filter((name) => fs.existsSync(path.join(esDir, name, 'index.js')))
    .map((name) => [name, path.join(esDir, name, 'index.js')]);
}

/**
 * The versions of a workspace package (@elite/web-kit, @elite/contracts) that a build made with
 * `version` runs with: semver's caret from its minor, so `^0.1.0` (0.1.x) for 0.1.3 and `^1.2.0` for
 * 1.2.5. A patch adds nothing a remote can depend on; a minor may add (0.x: may change), a major may
 * change. The workspace declares them exactly ("0.1.0"), which would refuse even a patch.
 */
function compatibleRange(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/**
 * Version checks (docs/operations.md, "Deploying one slice"): every entry declares the version it
 * provides and the range it requires, which the federation runtime checks when a remote takes it.
 * A singleton (React, the router, antd's components, swr, zustand, dayjs, web-kit: state, context
 * or a registry that must be one across the page) that does not satisfy a remote's range is an
 * error (`strictVersion`), never the runtime's default warning with the shell's copy anyway, which
 * would run the remote on an API it was not built for; the error fails that remote's load, and the
 * shell shows its notice for a remote that cannot be loaded. The contracts' domains hold no state:
 * a remote whose range the shell's copy does not satisfy takes its own (they are not singletons).
 *
 * @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} appPackageJson
 * @param {string} appDir the frontend's folder, where it resolves its packages from
 * @param {{ host?: boolean }} [options] `host: true` for the shell, which registers first: it provides
 *   every antd component and swr entry point, used or not, and the contracts from their TypeScript
 *   source (its build must compile TYPESCRIPT_SOURCES). A remote provides only what it imports, as
 *   fallbacks, and in practice gets the shell's copies.
 */
function createSharedConfig(appPackageJson, appDir, { host = false } = {}) {
  const declared = { ...appPackageJson.devDependencies, ...appPackageJson.dependencies };
  const shared = {};
  const add = (key, name, extra = {}) => {
    const { version } = readJson(path.join(packageDir(name, appDir), 'package.json'));
    const requiredVersion = name.startsWith('@elite/')
      ? compatibleRange(version)
      : (declared[name] ?? `^${version}`);
    shared[key] = { singleton: true, strictVersion: true, requiredVersion, version, ...extra };
  };
  // An `import` that is an absolute path is provided whether or not the build uses it.
  const provideAll = (file) => (host ? { import: file } : {});

  for (const name of SINGLETONS) add(name, name);
  for (const prefix of PREFIXES) add(prefix, prefix.slice(0, -1));

  const swrDir = packageDir('swr', appDir);
  for (const subpath of SWR_ENTRIES) add(`swr/${subpath}`, 'swr', provideAll(esmEntry(swrDir, subpath)));

  // The router API the product uses (web-kit's router entry), not all of react-router: shared code
  // is never tree-shaken, and react-router whole is 60 KB gzipped.
  add('react-router', 'react-router', { import: path.join(webKitDir, 'src/federation/react-router.ts') });

  // The contracts one domain at a time (@elite/contracts/rewards…): a page runs only the schemas of
  // the domains it imports, not every service's. From ESM source, zod (which they use) is tree-shaken
  // inside the host's one shared copy: 28 KB gzipped instead of 90 KB for zod's CommonJS build whole.
  for (const [name, file] of contractsDomainEntries()) {
    add(`@elite/contracts/${name}`, '@elite/contracts', {
      ...provideAll(file),
      singleton: false,
      strictVersion: false,
    });
  }

  // antd one component at a time (antd/es/button…): a page loads the components it uses, all from
  // the shell's build, so they share one ConfigProvider, theme and style cache.
  for (const [name, file] of antdComponentEntries(packageDir('antd', appDir)))
    add(`antd/es/${name}`, 'antd', provideAll(file));
  return shared;
}

/**
 * Turns `import { Button } from 'antd'` into the shared `antd/es/button`: the antd barrel's own
 * relative re-exports (./button) are rewritten to the per-component shared names. antd's other
 * internal imports stay private to the build that provides the component (and are tree-shaken).
 */
class AntdPerComponentPlugin {
  apply(compiler) {
    const esDir = path.join(packageDir('antd', compiler.context), 'es');
    const components = new Set(antdComponentEntries(path.dirname(esDir)).map(([name]) => name));
    compiler.hooks.normalModuleFactory.tap('AntdPerComponentPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('AntdPerComponentPlugin', (data) => {
        const name =
          data.context === esDir && data.request.startsWith('./') ? data.request.slice(2) : undefined;
        if (name && components.has(name)) data.request = `antd/es/${name}`;
      });
    });
  }
}

module.exports = {
  createSharedConfig,
  compatibleRange,
  AntdPerComponentPlugin,
  TYPESCRIPT_SOURCES,
  CONTRACTS_CONSTANTS_SOURCES,
  CONTRACTS_CONSTANTS_ALIAS,
};

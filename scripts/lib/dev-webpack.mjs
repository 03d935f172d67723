// One frontend in webpack's watch mode for `npm run dev` (docs/development.md, "The dev loop"). Forked by
// scripts/dev.mjs with an IPC channel: `node dev-webpack.mjs <folder> <outRoot> [reloadClient]`.
// It builds the folder's own webpack config (browser and server builds) in development mode into
// <outRoot>/<folder>/dist, so the production build in <folder>/dist stays as it is, and tells the
// runner when a build starts and ends. It exits when the runner goes away (the channel closes).
// With a reload client (the shell), that script is added before the page's entries and told, through
// its resource query, the file to poll; that file (the runner's) survives the build's cleaning of dist.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, outRoot, reloadClient, reloadFile] = process.argv.slice(2);
if (!folder || !outRoot || !process.send) {
  console.error('usage (from scripts/dev.mjs): dev-webpack.mjs <folder> <outRoot> [reloadClient reloadFile]');
  process.exit(2);
}
const send = (message) => process.connected && process.send(message);
process.on('disconnect', () => process.exit(0));

const dir = path.resolve(folder);
// The config's relative paths (entries, `public`) are the folder's, as when `npm run build` runs webpack there.
process.chdir(dir);
const require = createRequire(path.join(dir, 'package.json'));
const webpack = require('webpack');
const configFile = ['webpack.config.mjs', 'webpack.config.js', 'webpack.config.cjs']
  .map((name) => path.join(dir, name))
  .find((file) => existsSync(file));
const exported = (await import(pathToFileURL(configFile).href)).default;
const argv = { mode: 'development', watch: true };
const made = typeof exported === 'function' ? await exported({}, argv) : exported;
const configs = Array.isArray(made) ? made : [made];

/** `import` entries of every shape webpack accepts, with `file` first. */
function withFirst(entry, file) {
  if (typeof entry === 'string') return [file, entry];
  if (Array.isArray(entry)) return [file, ...entry];
  return { ...entry, import: withFirst(entry.import, file) };
}

for (const config of configs) {
  // <folder>/dist/… → <outRoot>/<folder>/dist/…: the gateway of `npm run dev` reads the site from outRoot.
  config.output.path = path.join(outRoot, path.relative(path.dirname(dir), config.output.path));
  const browser = config.target !== 'node';
  if (browser && reloadClient && reloadFile) {
    // The shell's page carries the live-reload client (it polls a file the runner rewrites after a rebuild).
    config.entry = Object.fromEntries(
      Object.entries(config.entry).map(([name, entry]) => [
        name,
        withFirst(entry, `${reloadClient}?${reloadFile}`),
      ]),
    );
    const keep = config.output.clean?.keep;
    config.output.clean = {
      keep: (file) =>
        file === reloadFile ||
        (keep instanceof RegExp ? keep.test(file) : typeof keep === 'function' ? keep(file) : false),
    };
  }
}

const compiler = webpack(configs.length === 1 ? configs[0] : configs);
const compilers = compiler.compilers ?? [compiler];
let changed = new Set();
for (const one of compilers) {
  one.hooks.invalid.tap('elite-dev', (file) => {
    if (file) changed.add(path.relative(path.dirname(dir), file));
  });
  one.hooks.watchRun.tap('elite-dev', () => {
    if (changed.size === 0) return;
    send({ type: 'building', files: [...changed] });
    changed = new Set();
  });
}

compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) {
    console.error(error.stack ?? String(error));
    send({ type: 'built', ok: false, errors: [error.message] });
    return;
  }
  // The whole report goes to the log file (the runner keeps every line); the terminal gets the runner's summary.
  const text = stats.toString({ preset: 'errors-warnings', colors: false });
  if (text.trim()) console.log(text);
  const json = stats.toJson({ all: false, errors: true, timings: true });
  const errors = (json.errors ?? []).concat(...(json.children ?? []).map((child) => child.errors ?? []));
  const times = [json.time ?? 0, ...(json.children ?? []).map((child) => child.time ?? 0)];
  send({
    type: 'built',
    ok: !stats.hasErrors(),
    ms: Math.max(...times),
    errors: errors.slice(0, 3).map((entry) => `${entry.moduleName ?? ''} ${entry.message}`.trim()),
  });
});

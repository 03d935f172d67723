/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: webpack configs load it first. */
// webpack 5.112 moved files of webpack/lib into subfolders (lib/util/semver → lib/sharing/semver…),
// and @module-federation/enhanced 2.9 still requires some by their old paths. Require this file
// before the plugin: a webpack/lib path that no longer exists resolves to the file of the same
// name in its new folder, when that name is unique.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const webpackRoot = path.dirname(require.resolve('webpack/package.json'));
const libRoot = path.join(webpackRoot, 'lib');

function indexByName(dir, index = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) indexByName(full, index);
    else if (entry.name.endsWith('.js')) {
      const name = entry.name.slice(0, -3);
      index.set(name, index.has(name) ? null : full);
    }
  }
  return index;
}

let byName;
function movedFile(request) {
  const relative = request.startsWith('webpack/lib/')
    ? request.slice('webpack/'.length)
    : request.startsWith(libRoot + path.sep)
      ? path.relative(webpackRoot, request)
      : undefined;
  if (!relative) return undefined;
  const old = path.join(webpackRoot, relative);
  if (fs.existsSync(old) || fs.existsSync(`${old}.js`)) return undefined;
  byName ??= indexByName(libRoot);
  return byName.get(path.basename(relative, '.js')) ?? undefined;
}

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveMovedWebpackFile(request, ...rest) {
  return resolveFilename.call(this, movedFile(request) ?? request, ...rest);
};

import { createRequire } from 'node:module';
import vm from 'node:vm';

// The packages a server bundle leaves out and takes from here (web-kit's server-webpack-config.mjs):
// React, the router, swr and antd, one copy for the shell and every remote, as in the browser.
const requireFromGateway = createRequire(__filename);

/**
 * Runs a frontend's server build (one CommonJS file, fetched over HTTP) and returns its exports.
 * Node's own loader only reads files from disk; this is the same wrapper it puts around a CommonJS
 * file, with `require` resolving from the gateway. The code is the frontend's own, deployed by the
 * operator and listed in /remotes.json, and so trusted as the browser trusts it.
 */
export function evaluateServerBundle(code: string, url: string): Record<string, unknown> {
  // React and antd pick their build when first required: the production one, which the browser
  // builds use too, so that class names and markup agree (antd names its classes differently in development).
  process.env.NODE_ENV ??= 'production';
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    {
      filename: url,
    },
  ) as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as Record<string, unknown> };
  wrapper(module.exports, requireFromGateway, module, url, '/');
  return module.exports;
}

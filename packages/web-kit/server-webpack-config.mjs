// The server build of a frontend (docs/architecture.md, "Server rendering"): one CommonJS file,
// dist/ssr/server.js, that the gateway fetches and runs at request time. It is the server's
// counterpart of remoteEntry.js: deployed with the remote, found through /remotes.json, so a
// redeployed remote changes the HTML without the shell or the gateway being rebuilt.
//
// What the browser build shares as Module Federation singletons (React, the router, swr, antd and
// its style cache) is left out and taken from the gateway at run time, so that the shell's and the
// remote's server code render into one React tree with one router, one SWR cache and one antd style
// cache, as they do in the browser. Everything else (web-kit, the contracts, the remote's own code)
// is bundled, chunks and all, into the one file.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
// The contracts from their TypeScript source, as the browser builds take them (not a tsc build that may be older).
const CONTRACTS_SOURCE = path.join(path.dirname(require.resolve('@elite/contracts/package.json')), 'src');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

// Packages the gateway provides (its package.json lists each) instead of the bundle carrying them.
const FROM_THE_GATEWAY =
  /^(react|react-dom|react-router|swr|antd|dayjs|@ant-design\/(cssinjs|icons|colors))(\/.*)?$/;

/** antd's ES modules as its CommonJS build, which Node loads as it is (same files, `lib` for `es`). */
function externalOf(request) {
  if (!request || !FROM_THE_GATEWAY.test(request)) return undefined;
  return request.replace(/^(antd|@ant-design\/icons)\/es\//, '$1/lib/');
}

/**
 * @param {object} app
 * @param {string} app.dir the frontend's folder
 * @param {string} app.entry its server entry, e.g. './src/server.tsx'
 * @param {string[]} app.typescriptSources TypeScript compiled here besides src (web-kit, contracts)
 * @param {string} app.assetModuleFilename the browser build's, so an image has the same URL in both
 */
export function createServerWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      target: 'node',
      entry: { server: app.entry },
      output: {
        path: path.resolve(app.dir, 'dist', 'ssr'),
        filename: 'server.js',
        library: { type: 'commonjs2' },
        // Set at run time by the entry's configure(): where the browser build's files are served.
        publicPath: '',
        assetModuleFilename: app.assetModuleFilename,
        clean: true,
      },
      devtool: false,
      externalsType: 'commonjs',
      externals: [
        ({ request }, callback) => {
          const external = externalOf(request);
          return external ? callback(null, external) : callback();
        },
      ],
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // @elite/contracts/<domain> is src/<domain>.ts.
        alias: { '@elite/contracts': CONTRACTS_SOURCE },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            include: [path.resolve(app.dir, 'src'), CONTRACTS_SOURCE, ...app.typescriptSources],
            use: { loader: 'swc-loader', options: swcOptions },
          },
          // The stylesheet is the browser build's (a <link> in the page); here an import of it is inert.
          { test: /\.css$/, type: 'asset/source' },
          // Images get the browser build's URL; the file itself is the browser build's too.
          { test: /\.(svg|webp|png|jpe?g)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      optimization: { minimize: false },
      performance: { hints: false },
    };
  };
}

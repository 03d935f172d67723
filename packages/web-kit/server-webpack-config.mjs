// The server build of a frontend (docs/architecture.md, "Server rendering"): a Module Federation
// container for Node, dist/ssr/remoteEntry.js (target async-node, a CommonJS library), exposing
// `./server`, that the render slice loads at request time with the federation runtime. It is the
// server's counterpart of the browser's remoteEntry.js: deployed with the remote, found through
// /remotes.json, so a redeployed remote changes the HTML without the shell or the render slice
// being rebuilt.
//
// What the browser build shares as Module Federation singletons (React, the router, swr, antd and
// its style cache) is left out and required from the render slice's own packages at run time, so
// that the shell's and the remote's server code render into one React tree with one router, one SWR
// cache and one antd style cache, as they do in the browser. (Not through the federation share
// scope: the builds import antd and its icons by hundreds of deep paths, `antd/es/button`, which
// Node resolves by itself.) Everything else (web-kit, the contracts, the remote's own code) is
// bundled, chunks and all, into the one file, so that no chunk has to be fetched at run time.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
// The contracts from their TypeScript source, as the browser builds take them (not a tsc build that may be older).
const CONTRACTS_SOURCE = path.join(path.dirname(require.resolve('@elite/contracts/package.json')), 'src');

/** swc-loader's options for the TypeScript and JSX of every frontend build, browser and server. */
export const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

// Packages the render slice provides (its package.json lists each) instead of the bundle carrying them.
const FROM_THE_RENDER_SLICE =
  /^(react|react-dom|react-router|swr|antd|dayjs|@ant-design\/(cssinjs|icons|colors))(\/.*)?$/;

/** antd's ES modules as its CommonJS build, which Node loads as it is (same files, `lib` for `es`). */
function externalOf(request) {
  if (!request || !FROM_THE_RENDER_SLICE.test(request)) return undefined;
  return request.replace(/^(antd|@ant-design\/icons)\/es\//, '$1/lib/');
}

/** The file of a server container in dist/ssr, and what it exposes (contracts' ShellServerBuild, RemoteServerEntry). */
export const SERVER_CONTAINER = { filename: 'remoteEntry.js', expose: './server' };

/**
 * @param {object} app
 * @param {string} app.name its federation name (mf_booking; the shell's is `shell`)
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
      target: 'async-node',
      // The container is the only entry (the plugin below adds it).
      entry: {},
      output: {
        path: path.resolve(app.dir, 'dist', 'ssr'),
        filename: '[name].js',
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
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: SERVER_CONTAINER.filename,
          library: { type: 'commonjs-module' },
          exposes: { [SERVER_CONTAINER.expose]: app.entry },
          // The singletons come from the render slice (above); nothing else is worth sharing here.
          shared: {},
          manifest: false,
          dts: false,
        }),
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false },
      performance: { hints: false },
    };
  };
}

// One webpack config for every Module Federation remote; each remote's webpack.config.mjs names what
// it exposes and switches on what it needs. The shell has its own config (it is the host).
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import federationShared from './federation-shared.cjs';
import { createServerWebpackConfig, swcOptions } from './server-webpack-config.mjs';

const {
  AntdPerComponentPlugin,
  CONTRACTS_CONSTANTS_ALIAS,
  CONTRACTS_CONSTANTS_SOURCES,
  TYPESCRIPT_SOURCES,
  createSharedConfig,
} = federationShared;

/**
 * @param {object} remote
 * @param {string} remote.name federation name, e.g. 'mf_admin'
 * @param {string} remote.dir the remote's folder (its package.json gives the shared versions)
 * @param {Record<string, string>} remote.exposes
 * @param {boolean} [remote.antdPerComponent] map `import { X } from 'antd'` to the shell's per-component entries
 * @param {boolean} [remote.consumeAntdOnly] take every antd entry from the shell, building no fallback copies
 * @param {boolean} [remote.externalRuntime] use the shell's federation runtime instead of carrying one
 * @param {boolean} [remote.assets] bundle images referenced from code and CSS
 * @param {boolean} [remote.contractsSource] compile @elite/contracts from source too (tree-shaken zod)
 * @param {boolean} [remote.swcMinify] minify with swc, as the shell does (faster than terser on many antd fallbacks)
 * @param {string} [remote.serverEntry] its server build's entry (dist/ssr/server.js), when its pages render on the server
 */
export function createRemoteWebpackConfig(remote) {
  const require = createRequire(path.join(remote.dir, 'package.json'));
  const packageJson = require('./package.json');
  let shared = createSharedConfig(packageJson, remote.dir);
  if (remote.consumeAntdOnly) {
    shared = Object.fromEntries(
      Object.entries(shared).map(([key, config]) => [
        key,
        key.startsWith('antd/es/') ? { ...config, import: false } : config,
      ]),
    );
  }
  const typescriptSources = remote.contractsSource
    ? TYPESCRIPT_SOURCES
    : [path.dirname(require.resolve('@elite/web-kit')), ...CONTRACTS_CONSTANTS_SOURCES];

  const assetModuleFilename = (production) =>
    `assets/${production ? '[name].[contenthash:10]' : '[name]'}[ext]`;
  const serverConfig =
    remote.serverEntry &&
    ((env, argv) =>
      createServerWebpackConfig({
        name: remote.name,
        dir: remote.dir,
        entry: remote.serverEntry,
        typescriptSources,
        assetModuleFilename: assetModuleFilename(argv.mode !== 'development'),
      })(env, argv));

  const browserConfig = (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:10]' : '[name]';
    return {
      mode: production ? 'production' : 'development',
      // A remote has no page of its own: the container entry (remoteEntry.js) is its only entry.
      entry: {},
      output: {
        path: path.resolve(remote.dir, 'dist'),
        publicPath: 'auto',
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: assetModuleFilename(production),
        uniqueName: remote.name,
        // dist/ssr is the server build's (built beside this one).
        clean: { keep: /^ssr[\\/]/ },
      },
      // Development builds (npm run dev) too run under the gateway's CSP, which allows no eval: no eval-* maps.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: CONTRACTS_CONSTANTS_ALIAS },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // web-kit (and contracts, when asked) are TypeScript source, compiled here like the remote's own code.
            include: [path.resolve(remote.dir, 'src'), ...typescriptSources],
            use: { loader: 'swc-loader', options: swcOptions },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ...(remote.assets ? [{ test: /\.(svg|webp|png|jpe?g)$/, type: 'asset/resource' }] : []),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: remote.name,
          filename: 'remoteEntry.js',
          exposes: remote.exposes,
          shared,
          shareStrategy: 'loaded-first',
          ...(remote.externalRuntime ? { experiments: { externalRuntime: true } } : {}),
          manifest: true,
          dts: false,
        }),
        ...(remote.antdPerComponent ? [new AntdPerComponentPlugin()] : []),
        new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
      ],
      ...(remote.swcMinify
        ? {
            optimization: {
              minimizer: [
                new MinimizerPlugin({
                  minify: MinimizerPlugin.swcMinify,
                  minimizerOptions: { compress: true, mangle: true },
                }),
              ],
            },
          }
        : {}),
      performance: { hints: false },
    };
  };
  return serverConfig ? (env, argv) => [browserConfig(env, argv), serverConfig(env, argv)] : browserConfig;
}

// Remote mf_tracking: /tracking/:bookingId, served by the gateway at /remotes/mf-tracking/.
// Leaflet and its CSS are not shared: they load only with this remote's map chunk.
// webpack 5.112 moved files that @module-federation/enhanced 2.9 requires: load the shared fix first.
import '@elite/web-kit/webpack-compat.cjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import sharedConfig from '@elite/web-kit/federation-shared.cjs';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const packageJson = require('./package.json');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  const hashed = production ? '[name].[contenthash:10]' : '[name]';
  return {
    mode: production ? 'production' : 'development',
    // A remote has no page of its own: the container entry (remoteEntry.js) is its only entry.
    entry: {},
    output: {
      path: path.resolve(here, 'dist'),
      publicPath: 'auto',
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: `assets/${hashed}[ext]`,
      uniqueName: 'mf_tracking',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // web-kit is TypeScript source, compiled here like the remote's own code.
          include: [path.resolve(here, 'src'), path.dirname(require.resolve('@elite/web-kit'))],
          use: { loader: 'swc-loader', options: swcOptions },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Leaflet's marker and control images, from its CSS and from the driver icon: bundled here,
        // so their URLs point into this remote's assets rather than a path leaflet guesses.
        { test: /\.(svg|webp|png|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mf_tracking',
        filename: 'remoteEntry.js',
        exposes: {
          './TrackingPage': './src/app/tracking-page.tsx',
        },
        shared: sharedConfig.createSharedConfig(packageJson, here),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
    ],
    performance: { hints: false },
  };
};

// Remote mf_booking: the home sections and /booking, served by the gateway at /remotes/mf-booking/.
// webpack 5.112 moved files that @module-federation/enhanced 2.9 requires: load the shared fix first.
import '@elite/web-kit/webpack-compat.cjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import federationShared from '@elite/web-kit/federation-shared.cjs';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { AntdPerComponentPlugin, TYPESCRIPT_SOURCES, createSharedConfig } = federationShared;
const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const packageJson = require('./package.json');

// The shell provides every antd component entry (federation-shared.cjs), so this remote only consumes
// them: no fallback copies to build, and ~80 fewer registrations (7 KB gzipped) in remoteEntry.js.
const shared = Object.fromEntries(
  Object.entries(createSharedConfig(packageJson, here)).map(([key, config]) => [
    key,
    key.startsWith('antd/es/') ? { ...config, import: false } : config,
  ]),
);

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
      uniqueName: 'mf_booking',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // web-kit (and contracts) are TypeScript source, compiled here like the remote's own code.
          include: [path.resolve(here, 'src'), ...TYPESCRIPT_SOURCES],
          use: { loader: 'swc-loader', options: swcOptions },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|webp|png|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mf_booking',
        filename: 'remoteEntry.js',
        exposes: {
          './HomePage': './src/app/home-page.tsx',
          './BookingPage': './src/app/booking-page.tsx',
        },
        shared,
        shareStrategy: 'loaded-first',
        // Use the shell's federation runtime (it sets provideExternalRuntime) instead of carrying one.
        experiments: { externalRuntime: true },
        manifest: true,
        dts: false,
      }),
      new AntdPerComponentPlugin(),
      new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
    ],
    performance: { hints: false },
  };
};

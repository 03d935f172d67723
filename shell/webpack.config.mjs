// The host: router, chrome, theme, toasts, auth state. Remotes are found at run time (/remotes.json).
import federationShared from '@elite/web-kit/federation-shared.cjs';
import { createServerWebpackConfig } from '@elite/web-kit/server-webpack-config.mjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { AntdPerComponentPlugin, CONTRACTS_CONSTANTS_ALIAS, TYPESCRIPT_SOURCES, createSharedConfig } =
  federationShared;
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

/** A package's ES module build, next to the CommonJS file that require.resolve finds. */
const esm = (name) => require.resolve(name).replace(/\.cjs$/, '.js');

// The federation runtime asks for the entry's file name before the chunk is hashed (only to learn its
// folder); webpack 5.112 refuses [contenthash] then, so the name carries the hash only once it exists.
const entryFilename = (hashedName) => (pathData) => (pathData.chunk?.hash ? hashedName : 'assets/[name].js');

// The first screen's shared code in few files instead of about forty (gzip compresses each file on its
// own, so many small ones cost more, and some modules were copied into several): React in one, and
// antd's core in another, which every page's header needs (docs/architecture.md, "The first screen").
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ANTD_CORE_ROOTS = /[\\/]node_modules[\\/]antd[\\/]es[\\/](config-provider|theme|button)[\\/]index\.js$/;

/**
 * The modules that the modules matching `roots` import, directly or through others, statically: a
 * dynamic import() or a shared module (its own chunk, its fallback an async block) is not followed.
 * Found once per compilation from its module graph, as a splitChunks cache group's `test`.
 */
class StaticImports {
  constructor(roots) {
    this.roots = roots;
  }

  apply(compiler) {
    const { AsyncDependenciesBlock } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StaticImports', (compilation) => {
      let found;
      this.test = (module) => (found ??= collect(compilation)).has(module);
    });
    const collect = ({ modules, moduleGraph }) => {
      const queue = [...modules].filter((module) => this.roots.test(module.resource ?? ''));
      const found = new Set(queue);
      while (queue.length > 0) {
        for (const connection of moduleGraph.getOutgoingConnections(queue.pop())) {
          const target = connection.module;
          if (!target || found.has(target) || target.type === 'consume-shared-module') continue;
          // An import whose bindings are all unused (tree-shaken, e.g. button's of color-picker's Collapse).
          if (!connection.isTargetActive(undefined)) continue;
          if (moduleGraph.getParentBlock(connection.dependency) instanceof AsyncDependenciesBlock) continue;
          found.add(target);
          queue.push(target);
        }
      }
      return found;
    };
  }
}
const antdCore = new StaticImports(ANTD_CORE_ROOTS);

/**
 * antd's stylesheet (antd-stylesheet.mjs: every component's rules, no theme) as a file of its own,
 * content-hashed, linked in index.html's head before the shell's own stylesheet: cached by the
 * browser once for every page, the shell and every remote (docs/architecture.md, "Styles").
 */
class AntdStylesheet {
  constructor(production) {
    this.production = production;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AntdStylesheet', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheet', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Baked once per process (it depends on antd's version only), as the pages run: production.
          this.css ??= execFileSync(process.execPath, [path.join(here, 'antd-stylesheet.mjs')], {
            env: { ...process.env, NODE_ENV: 'production' },
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          });
          const hash = createHash('sha256').update(this.css).digest('hex').slice(0, 10);
          this.file = this.production ? `assets/antd.${hash}.css` : 'assets/antd.css';
          compilation.emitAsset(this.file, new sources.RawSource(this.css));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap('AntdStylesheet', (data) => {
        data.assets.css.unshift(`${data.assets.publicPath}${this.file}`);
        return data;
      });
    });
  }
}

const browserConfig = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(here, 'dist'),
      publicPath: '/',
      filename: production ? entryFilename('assets/[name].[contenthash:10].js') : 'assets/[name].js',
      // Hashed in development too: a shared chunk can come out different for two runtimes under one name.
      chunkFilename: 'assets/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'shell',
      // dist/ssr is the server build's (built beside this one).
      clean: { keep: /^ssr[\\/]/ },
    },
    // Maps without the sources themselves: stack traces resolve to files and lines, and dist stays small.
    // Development builds (npm run dev) too run under the gateway's CSP, which allows no eval: no eval-* maps.
    devtool: production ? 'nosources-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: {
        ...CONTRACTS_CONSTANTS_ALIAS,
        // The retry plugin pins an older federation sdk; it only needs the logger the runtime already has.
        '@module-federation/sdk$': esm('@module-federation/sdk'),
        // provideExternalRuntime adds this plugin by its CommonJS path, which would bring a second,
        // CommonJS copy of the federation runtime; its ES module shares the one already there.
        [require.resolve('@module-federation/inject-external-runtime-core-plugin')]: esm(
          '@module-federation/inject-external-runtime-core-plugin',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // web-kit and the contracts are TypeScript source, compiled here like the shell's own code.
          include: [path.resolve(here, 'src'), ...TYPESCRIPT_SOURCES],
          use: { loader: 'swc-loader', options: swcOptions },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // No static remotes: /remotes.json lists them at run time (src/features/remotes).
        remotes: {},
        shared: createSharedConfig(packageJson, here, { host: true }),
        shareStrategy: 'loaded-first',
        // Remotes built with experiments.externalRuntime reuse this runtime instead of carrying their own.
        // target 'web': the runtime's Node.js script loading is left out of main.js (the shell's server
        // build is a separate config).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        manifest: false,
        dts: false,
      }),
      new AntdPerComponentPlugin(),
      antdCore,
      new AntdStylesheet(production),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      // The page as text, not a template file: a template is compiled by a child compilation that the
      // federation plugin also applies to, which built every shared module a second time for Node (106
      // chunks in dist/assets, shipped and never loaded) and tripled the build's time. index.html has no
      // template syntax; a change to it needs the build (or npm run dev) started again.
      new HtmlWebpackPlugin({
        templateContent: readFileSync(path.join(here, 'src', 'index.html'), 'utf8'),
        favicon: './src/favicon.svg',
      }),
      // Site-wide static files (fleet and testimonial artwork) at their own paths, e.g. /images/fleet/….
      new CopyWebpackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    ],
    optimization: {
      // Every antd component is its own lazy chunk; what they have in common goes to shared chunks
      // down to 8 KB instead of webpack's 20 KB, so a page does not download the same helpers twice.
      splitChunks: {
        chunks: 'async',
        minSize: 8000,
        maxAsyncRequests: 60,
        cacheGroups: {
          react: { test: REACT_MODULES, name: 'react', priority: 30, enforce: true },
          antdCore: {
            test: (module) => antdCore.test(module),
            name: 'antd-core',
            priority: 20,
            enforce: true,
          },
        },
      },
      // swc instead of webpack's default terser: every antd entry is built (see federation-shared.cjs),
      // and terser takes many minutes on that much code.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
  };
};

// The shell's server build (dist/ssr/remoteEntry.js): the document's chrome and routes, for the render slice.
const serverConfig = createServerWebpackConfig({
  name: 'shell',
  dir: here,
  entry: './src/server.tsx',
  typescriptSources: TYPESCRIPT_SOURCES,
  assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
});

export default (env, argv) => [browserConfig(env, argv), serverConfig(env, argv)];

/**
 * The one Rspack + Module Federation configuration used by the shell (host) and every remote.
 * Remotes are never wired at build time: the shell registers them at run time from the
 * composition the backend serves.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { SHARED_LIBRARIES, SHARED_SINGLETONS } from './shared-singletons.mjs';

// The backend the shell's dev server proxies to: PORT (as the backend reads it) unless given outright.
const BACKEND_URL = process.env.STUDIO_BACKEND_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/** Finds the installed version of a package by walking up node_modules from `fromDir`. */
function installedVersion(packageName, fromDir) {
  let dir = fromDir;
  for (;;) {
    const manifest = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find installed package ${packageName} from ${fromDir}`);
    dir = parent;
  }
}

/** Shared singletons and shared libraries with an explicit requiredVersion (^installed), never eager. */
export function sharedModules(fromDir) {
  const share = (entries, singleton) =>
    entries.map(({ request, packageName }) => {
      const version = installedVersion(packageName, fromDir);
      return [request, { singleton, eager: false, requiredVersion: `^${version}`, version }];
    });
  return Object.fromEntries([...share(SHARED_SINGLETONS, true), ...share(SHARED_LIBRARIES, false)]);
}

function isDevelopment(argv) {
  return (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'development';
}

function baseConfig({ dir, development, name }) {
  return {
    name,
    context: dir,
    mode: development ? 'development' : 'production',
    devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
    target: 'web',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // Workspace packages export their TS source under the `source` condition.
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development, refresh: development },
              },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    cache: {
      type: 'persistent',
      buildDependencies: [import.meta.filename, path.join(import.meta.dirname, 'shared-singletons.mjs')],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: development ? [new ReactRefreshRspackPlugin()] : [],
  };
}

function federationPlugin({ dir, name, exposes, host }) {
  return new ModuleFederationPlugin({
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    shared: sharedModules(dir),
    // Only load a remote's entry when one of its modules is asked for.
    shareStrategy: 'loaded-first',
    manifest: exposes ? { filePath: '' } : false,
    dts: false,
    runtimePlugins: host ? [path.join(import.meta.dirname, '..', 'src', 'fetch-timeout-plugin.ts')] : [],
    experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
  });
}

/**
 * A remote: builds `<dir>/dist/{remoteEntry.js, mf-manifest.json, hashed chunks}`.
 * Usage from `<remote>/rspack.config.mjs`:
 *   export default createRemoteRspackConfig({ dir: import.meta.dirname, name: 'mfe_music', exposes: {...}, devPort: 3013 });
 */
export function createRemoteRspackConfig({ dir, name, exposes, devPort }) {
  return (_env, argv) => {
    const development = isDevelopment(argv);
    const config = baseConfig({ dir, development, name });
    return {
      ...config,
      entry: {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: development ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // A chunk that hangs must fail within the 10 s the error card promises (default 120 s).
        chunkLoadTimeout: 6000,
        clean: true,
      },
      plugins: [...config.plugins, federationPlugin({ dir, name, exposes, host: false })],
      devServer: {
        port: devPort,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { writeToDisk: false },
      },
    };
  };
}

/**
 * The shell: an HTML app at `/` that registers remotes at run time. `developmentEntries` run
 * before `src/index.ts` in development builds only (the react-refresh shim for remotes).
 */
export function createHostRspackConfig({ dir, devPort, developmentEntries = [] }) {
  return (_env, argv) => {
    const development = isDevelopment(argv);
    const config = baseConfig({ dir, development, name: 'shell' });
    const template = path.join(dir, 'index.html');
    return {
      ...config,
      entry: { main: development ? [...developmentEntries, './src/index.ts'] : './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        uniqueName: 'shell',
        filename: development ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // A chunk that hangs must fail within the 10 s the error card promises (default 120 s).
        chunkLoadTimeout: 6000,
        clean: true,
      },
      plugins: [
        ...config.plugins,
        new rspack.HtmlRspackPlugin(existsSync(template) ? { template } : { title: 'My Movie AI' }),
        federationPlugin({ dir, name: 'shell', host: true }),
      ],
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        proxy: [{ context: ['/api', '/media', '/remotes'], target: BACKEND_URL, changeOrigin: false }],
      },
    };
  };
}

/**
 * The one Rspack + Module Federation configuration used by the shell (host) and every remote.
 * Remotes are never wired at build time: the shell registers them at run time from the
 * composition the backend serves.
 *
 *   <remote>/rspack.config.mjs   export default createRemoteRspackConfig(import.meta.dirname);
 *   shell/rspack.config.mjs      export default createHostRspackConfig(import.meta.dirname);
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { sharedModules, singletonPackageDirs } from './shared-modules.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';

// The backend the shell's dev server proxies to: PORT (as the backend reads it) unless given outright.
const BACKEND_URL = process.env.STUDIO_BACKEND_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
// SHELL_DEV_PORT in @studio/contracts/platform.
const SHELL_DEV_PORT = 3001;
const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

function isDevelopment(argv) {
  return (argv?.mode ?? process.env.NODE_ENV ?? 'production') === 'development';
}

/** `<dir>/federation.json`: `{ name, devPort, exposes: { Screen: './src/exposes/screen.tsx' } }`. */
export function readRemoteFederation(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'federation.json'), 'utf8'));
}

function baseConfig({ dir, development, name, host = false }) {
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
      buildDependencies: [
        import.meta.filename,
        path.join(import.meta.dirname, 'precompress-plugin.mjs'),
        path.join(import.meta.dirname, 'shared-modules.mjs'),
        path.join(import.meta.dirname, 'shared-singletons.mjs'),
        path.join(import.meta.dirname, 'startup-preload-plugin.mjs'),
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // The workspace contracts and zod in one chunk: the shell loads them all at startup, and a
          // remote only when it cannot use the shell's (see shared-modules.mjs). Not the set kinds'
          // word lists: only the Set Builder reads kinds from words, so they load with it.
          contracts: {
            test: /[\\/](packages[\\/]contracts[\\/]src[\\/](?!set-kind-words\.)|node_modules[\\/]zod[\\/])/,
            name: 'contracts',
            chunks: 'all',
            enforce: true,
          },
          // The shell runs every shared singleton at startup: one chunk for them and their
          // dependencies instead of a dozen small ones (one per provided or consumed module, some
          // duplicated), and scope hoisting across them. A remote's copies are fallbacks it never
          // loads next to the shell, so they keep the default split.
          ...(host ? { framework: frameworkCacheGroup(dir) } : {}),
        },
      },
    },
    performance: { hints: false },
    plugins: development ? [new ReactRefreshRspackPlugin()] : [new PrecompressPlugin()],
  };
}

function frameworkCacheGroup(dir) {
  const packageDirs = singletonPackageDirs(dir).map((packageDir) => packageDir + path.sep);
  return {
    test: (module) => {
      const resource = module.resource ?? module.nameForCondition?.();
      return typeof resource === 'string' && packageDirs.some((packageDir) => resource.startsWith(packageDir));
    },
    name: 'framework',
    chunks: 'all',
    enforce: true,
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

function outputOptions({ dir, development, uniqueName, publicPath }) {
  return {
    path: path.join(dir, 'dist'),
    publicPath,
    uniqueName,
    filename: development ? '[name].js' : '[name].[contenthash:10].js',
    chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    // A chunk that hangs must fail within the 10 s the error card promises (default 120 s).
    chunkLoadTimeout: 6000,
    clean: true,
  };
}

/**
 * A remote: builds `<dir>/dist/{remoteEntry.js, mf-manifest.json, hashed chunks}` from the
 * name, dev port and exposed screens of `<dir>/federation.json`.
 */
export function createRemoteRspackConfig(dir) {
  const { name, devPort, exposes } = readRemoteFederation(dir);
  return (_env, argv) => {
    const development = isDevelopment(argv);
    const config = baseConfig({ dir, development, name });
    return {
      ...config,
      entry: {},
      output: outputOptions({ dir, development, uniqueName: name, publicPath: 'auto' }),
      plugins: [
        ...config.plugins,
        federationPlugin({
          dir,
          name,
          exposes: Object.fromEntries(Object.entries(exposes).map(([screen, file]) => [`./${screen}`, file])),
          host: false,
        }),
      ],
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
 * The shell: an HTML app (`<dir>/index.html`) at `/` that registers remotes at run time.
 * `developmentEntries` run before `src/index.ts` in development builds only: by default the shim
 * that lets each remote's react-refresh runtime find the shell's renderer (hot reload of remotes).
 */
export function createHostRspackConfig(
  dir,
  { devPort = SHELL_DEV_PORT, developmentEntries = ['./src/app/dev-refresh-shim.ts'] } = {},
) {
  return (_env, argv) => {
    const development = isDevelopment(argv);
    const config = baseConfig({ dir, development, name: 'shell', host: true });
    return {
      ...config,
      entry: { main: development ? [...developmentEntries, './src/index.ts'] : './src/index.ts' },
      output: outputOptions({ dir, development, uniqueName: 'shell', publicPath: '/' }),
      plugins: [
        ...config.plugins,
        new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), favicon: path.join(dir, 'favicon.svg') }),
        ...(development ? [] : [new StartupPreloadPlugin({ entryName: 'main' })]),
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

export { sharedModules } from './shared-modules.mjs';

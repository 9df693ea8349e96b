// Builds the standalone render page (dist/render-page/index.html + one script with three.js):
// no Module Federation, no chunks, so the server renderer serves two files from disk.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';

const outputDir = path.join(import.meta.dirname, 'dist', 'render-page');

export default () => {
  // Recreated on every build, so the folder's mtime tells scripts/build.mjs when it was built.
  rmSync(outputDir, { recursive: true, force: true });
  return {
    name: 'render-page',
    context: import.meta.dirname,
    mode: 'production',
    devtool: false,
    target: 'web',
    entry: { 'render-page': './src/render-page.ts' },
    output: { path: outputDir, filename: '[name].js', publicPath: '' },
    resolve: {
      extensions: ['.ts', '.js', '.mjs', '.json'],
      // Workspace packages export their TypeScript source under the `source` condition.
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: ['chrome >= 111'] } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [new rspack.HtmlRspackPlugin({ template: './src/render-page.html', filename: 'index.html', inject: 'body', scriptLoading: 'blocking' })],
  };
};

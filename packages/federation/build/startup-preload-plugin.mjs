/**
 * Adds `<link rel="preload" as="script">` to the shell's HTML for every chunk the first render
 * needs, so they download in parallel with the entry script instead of after it has run.
 *
 * Without it the page loads in three steps: index.html, then main.js (the federation runtime and
 * `import('./bootstrap')`), and only once main.js has run, the bootstrap chunks and the chunks of
 * the shared singletons it consumes (React, MUI…). Those chunks are found here from the chunk
 * graph: the entry's child chunk groups (the bootstrap; not those that only provide a shared module), plus, repeatedly, the chunk groups of
 * the shared modules consumed by any chunk already in the set. Chunks loaded later (lazy routes,
 * dialogs) are not children of the entry and stay lazy.
 */
import { rspack } from '@rspack/core';

const PLUGIN = 'StartupPreloadPlugin';

/** The JS files of the chunks loaded before the entry's first `import()` resolves. */
export function startupScripts(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const initial = new Set(entrypoint.chunks);
  const chunks = new Set();
  // Not the groups that only provide a shared module to whoever asks for it (each provided module
  // is a child of the entry): what the first render asks for is reached through its consumers.
  const providesOnly = (group) => group.origins.length > 0 && group.origins.every((origin) => origin.module?.type === 'provide-module');
  const pendingGroups = [...entrypoint.childrenIterable].filter((group) => !providesOnly(group));
  const seenGroups = new Set();
  while (pendingGroups.length > 0) {
    const group = pendingGroups.pop();
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (initial.has(chunk) || chunks.has(chunk)) continue;
      chunks.add(chunk);
      // A chunk's shared-module consumers load their provider's chunks before the chunk's modules can run.
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) {
          const fallback = compilation.chunkGraph.getBlockChunkGroup(block);
          if (fallback) pendingGroups.push(fallback);
        }
      }
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
}

export class StartupPreloadPlugin {
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(PLUGIN, async (data) => {
        const publicPath = data.publicPath ?? compilation.outputOptions.publicPath ?? '/';
        const preloads = startupScripts(compilation, this.entryName).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.assetTags.styles.unshift(...preloads);
        return data;
      });
    });
  }
}

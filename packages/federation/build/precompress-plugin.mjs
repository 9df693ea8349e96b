/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text asset of a production build,
 * so the backend serves compressed files without compressing on each request
 * (backend/src/web/precompressed.ts picks the copy the browser accepts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

const PLUGIN = 'PrecompressPlugin';
// Not index.html: the shell's page is small and served by its own route.
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After OPTIMIZE_TRANSFER, where the federation manifest plugin rewrites mf-manifest.json: at
        // the same stage the copies could be of the manifest before its rewrite, and a browser taking
        // the .br would get other bytes than the hash its composition URL carries.
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const content = Buffer.from(compilation.getAsset(name).source.source());
            if (content.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            });
            const info = { compressed: true, immutable: compilation.getAsset(name).info.immutable };
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(brotli), info);
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gzipSync(content, { level: 9 })), info);
          }
        },
      );
    });
  }
}

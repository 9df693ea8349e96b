#!/usr/bin/env node
// Compiles a TypeScript source folder to CommonJS with SWC (TypeScript 7 has no compiler API,
// so SWC builds and `tsc --noEmit` only type-checks). Usage: swc-build.mjs <srcDir> <outDir>
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

const [srcDir, outDir] = process.argv.slice(2);
if (!srcDir || !outDir) {
  console.error('usage: swc-build.mjs <srcDir> <outDir>');
  process.exit(2);
}

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|d)\.ts$/.test(entry.name)) yield path;
  }
}

await rm(outDir, { recursive: true, force: true });
let count = 0;
for await (const file of sources(srcDir)) {
  const { code, map } = await transformFile(file, {
    sourceMaps: true,
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
  });
  const target = join(outDir, relative(srcDir, file)).replace(/\.ts$/, '.js');
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
  await writeFile(`${target}.map`, map ?? '');
  count += 1;
}
console.log(`swc: ${count} files ${srcDir} -> ${outDir}`);

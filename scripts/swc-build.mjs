#!/usr/bin/env node
// Compiles a TypeScript source folder to CommonJS with SWC (TypeScript 7 has no compiler API,
// so SWC builds and `tsc --noEmit` only type-checks). Usage: swc-build.mjs <srcDir> <outDir> [<from>=<to>]
// <from>=<to> points requires of a relative path starting with <from> at <to> instead: the
// backend's bench, built on its own, requires the app's build (../src/x -> ../dist/x).
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

const [srcDir, outDir, redirect] = process.argv.slice(2);
const [redirectFrom, redirectTo] = redirect?.split('=') ?? [];
if (!srcDir || !outDir || (redirect && !(redirectFrom && redirectTo))) {
  console.error('usage: swc-build.mjs <srcDir> <outDir> [<from>=<to>]');
  process.exit(2);
}
/** The compiled code with its requires of `redirectFrom…` pointed at `redirectTo…`. */
const redirected = (code) => (redirect ? code.replaceAll(`require("${redirectFrom}`, `require("${redirectTo}`) : code);

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
  await writeFile(target, `${redirected(code)}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
  await writeFile(`${target}.map`, map ?? '');
  count += 1;
}
console.log(`swc: ${count} files ${srcDir} -> ${outDir}`);

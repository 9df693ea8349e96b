#!/usr/bin/env node
// `npm run build`: builds every workspace. `--missing` builds only what is absent or older than
// its sources (what `npm start` uses so a fresh checkout and a pulled change both just work).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS, FRONT_END_SHARED_INPUTS, ROOT, packageName } from './workspaces.mjs';

const onlyStale = process.argv.includes('--missing');

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

/** The output folder's own mtime is set when the build recreates it. */
const isStale = (build) => {
  const output = join(ROOT, build.dir, build.output);
  if (!existsSync(output) || readdirSync(output).length === 0) return true;
  const inputs = build.inputs.map((input) => join(ROOT, build.dir, input));
  if (build.frontEnd) inputs.push(...FRONT_END_SHARED_INPUTS.map((input) => join(ROOT, input)));
  const builtAt = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > builtAt);
};

let built = 0;
for (const build of BUILDS) {
  if (!existsSync(join(ROOT, build.dir, 'package.json'))) continue;
  if (onlyStale && !isStale(build)) continue;
  const name = packageName(build.dir);
  console.log(`\n> building ${name}`);
  const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build of ${name} failed`);
    process.exit(result.status ?? 1);
  }
  built += 1;
}
console.log(built ? `\nbuilt ${built} workspace(s)` : 'everything is built');

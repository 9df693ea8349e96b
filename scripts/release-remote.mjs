#!/usr/bin/env node
// `npm run release -w @studio/mfe-<name> [-- --version 1.2.0] [-- --no-build]`: builds the remote
// (npm runs this in its folder) and publishes its dist folder to a studio as one release: a .tgz
// with mf-manifest.json at its root, sent with the build time and the git commit. The version is
// --version, else RELEASE_VERSION, else the remote's package.json version. Same address as
// `npm run platform` (STUDIO_URL); publishing needs the module team's publish token of this remote
// (PUBLISH_TOKEN) or the platform token (PLATFORM_TOKEN).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { create } from 'tar';
import { CliError, connect, remoteNamed, run } from './platform-cli.client.mjs';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Every file under `dir`, by its path relative to it, sorted: the same folder always tars the same way. */
function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(dir, path);
      return entry.isFile() ? [path] : [];
    })
    .sort();
}

function gitCommit(dir) {
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  const commit = git.status === 0 ? git.stdout.trim() : '';
  return /^[0-9a-f]{7,64}$/.test(commit) ? commit : undefined;
}

async function tgzOf(dir, files) {
  const chunks = [];
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, files)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

await run(async () => {
  let options;
  try {
    options = parseArgs({ options: { version: { type: 'string' }, 'no-build': { type: 'boolean' } } }).values;
  } catch (error) {
    throw new CliError(`${error.message}\nUsage: npm run release -w <remote> [-- --version 1.2.0] [-- --no-build]`, 2);
  }
  const dir = process.cwd();
  if (!existsSync(join(dir, 'federation.json'))) throw new CliError(`${dir} is not a remote: run this with npm run release -w <remote>.`, 2);
  const remote = remoteNamed(JSON.parse(readFileSync(join(dir, 'federation.json'), 'utf8')).name);
  const version = options.version ?? process.env.RELEASE_VERSION ?? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  if (!VERSION.test(version ?? '')) throw new CliError(`A release version looks like 1.2.3, got ${version}.`, 2);

  // Authentication first, so a wrong token or password fails before the build.
  const api = await connect(['PUBLISH_TOKEN', 'PLATFORM_TOKEN']);
  if (!options['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    if (build.status !== 0) throw new CliError(`The build of ${remote.packageDir} failed.`);
  }
  const dist = join(dir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new CliError(`${dist} has no mf-manifest.json: build the remote first.`);

  const files = filesUnder(dist);
  const form = new FormData();
  form.set('name', remote.name);
  form.set('version', version);
  form.set('builtAt', statSync(join(dist, 'mf-manifest.json')).mtime.toISOString());
  const commit = gitCommit(dir);
  if (commit) form.set('gitCommit', commit);
  form.set('bundle', new Blob([await tgzOf(dist, files)], { type: 'application/gzip' }), `${remote.name}-${version}.tgz`);

  const { status, body } = await api.upload('/api/platform/releases', form);
  if (status === 200) {
    console.log(`${body.name}@${body.version} is already published on ${api.base} with these files: nothing to do.`);
    return;
  }
  console.log(`Published ${body.name}@${body.version} to ${api.base}: ${body.fileCount} files, bundle ${body.bundleSha256.slice(0, 12)}.`);
  console.log(`Compose it with: npm run platform -- compose ${remote.packageDir}@${body.version} --reason "..."`);
});

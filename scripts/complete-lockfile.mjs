#!/usr/bin/env node
// npm 11 on Linux leaves other platforms' optional packages (the darwin/win32 builds of rspack,
// swc, …) out of package-lock.json, and `npm ci` then refuses the lock on every machine
// ("Missing: @rspack/binding-darwin-arm64@ from lock file", npm/cli#4828). This adds the
// missing records so `npm ci` works everywhere: with the registry's metadata when it has that
// version, otherwise with the platform fields (os/cpu/libc) of the package's other versions or
// of its name, so npm skips it on a machine it does not fit and fetches it on one it does.
// Run it after any `npm install` that changes the lock: node scripts/complete-lockfile.mjs
// `--check` only reports what is missing (offline; `npm test` runs it).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const lockPath = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** Where node would find `name` from the package at `from` (walking up the node_modules chain). */
const resolveFrom = (from, name) => {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
};

const npmView = (spec, fields) => {
  try {
    const out = execFileSync('npm', ['view', spec, ...fields, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const view = JSON.parse(out || 'null');
    return Array.isArray(view) ? view[view.length - 1] : view;
  } catch {
    return null;
  }
};

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];
/** Platform fields read off a package name such as binding-linux-x64-musl or core-win32-ia32-msvc. */
const platformFromName = (name) => {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find((candidate) => parts.includes(candidate));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') && os === 'linux' ? 'glibc' : undefined;
  return { os, cpu, libc };
};
const list = (value) => (value === undefined ? undefined : [].concat(value));

const missing = new Map();
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!resolveFrom(location, name)) missing.set(`node_modules/${name}`, { name, spec });
  }
}

if (process.argv.includes('--check')) {
  if (missing.size) {
    console.error(`package-lock.json lacks ${missing.size} optional package record(s) (${[...missing.values()].map(({ name }) => name).slice(0, 3).join(', ')}, …): npm ci will refuse it. Run node scripts/complete-lockfile.mjs`);
    process.exit(1);
  }
  console.log('package-lock.json records every optional platform package');
  process.exit(0);
}

const unknownPlatform = [];
for (const [target, { name, spec }] of missing) {
  const exact = npmView(`${name}@${spec}`, ['version', 'dist.integrity', 'os', 'cpu', 'libc', 'license']);
  const platform = exact ?? npmView(name, ['os', 'cpu', 'libc', 'license']) ?? platformFromName(name);
  const os = list(platform.os);
  const cpu = list(platform.cpu);
  if (!os && !cpu) unknownPlatform.push(`${name}@${spec}`);
  packages[target] = {
    version: exact?.version ?? spec.replace(/^[~^=]/, ''),
    ...(exact?.['dist.integrity'] ? { integrity: exact['dist.integrity'] } : {}),
    ...(cpu ? { cpu } : {}),
    ...(platform.license ? { license: platform.license } : {}),
    optional: true,
    ...(os ? { os } : {}),
    ...(platform.libc ? { libc: list(platform.libc) } : {}),
  };
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${missing.size} optional platform package record(s)`);
if (unknownPlatform.length) {
  console.error(`no platform fields known for: ${unknownPlatform.join(', ')}`);
  process.exitCode = 1;
}

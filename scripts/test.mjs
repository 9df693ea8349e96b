#!/usr/bin/env node
// `npm test`: type-checks every workspace, runs each workspace's unit and integration tests
// (the backend's on SQLite and MariaDB), builds the app and runs the Playwright journeys
// against it. Every step runs even when an earlier one fails, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const workspaces = rootPackage.workspaces
  .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) }));

const steps = [
  { label: 'lockfile complete for npm ci', command: process.execPath, args: [join(ROOT, 'scripts/complete-lockfile.mjs'), '--check'] },
  { label: 'lint', args: ['run', 'lint'] },
];
for (const { pkg } of workspaces) {
  if (pkg.scripts?.typecheck) steps.push({ label: `typecheck ${pkg.name}`, args: ['run', 'typecheck', '-w', pkg.name] });
}
// The backend's render tests drive the scene player's built render page in Chromium, and its
// platform CLI tests run the CLI, which reads the contracts' build.
steps.push({ label: 'build the render page', args: ['run', 'build', '-w', '@studio/scene-player'] });
steps.push({ label: 'build the contracts', args: ['run', 'build', '-w', '@studio/contracts'] });
for (const { pkg } of workspaces) {
  if (pkg.scripts?.test && pkg.name !== '@studio/e2e') steps.push({ label: `test ${pkg.name}`, args: ['run', 'test', '-w', pkg.name] });
}
steps.push({ label: 'build', args: ['run', 'build'] });
if (workspaces.some(({ pkg }) => pkg.name === '@studio/e2e' && pkg.scripts?.test)) {
  steps.push({ label: 'e2e (Playwright)', args: ['run', 'test', '-w', '@studio/e2e'] });
}

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.label}`);
  const started = Date.now();
  const { status } = spawnSync(step.command ?? 'npm', step.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ ...step, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary');
for (const result of results) console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.label} (${result.seconds}s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

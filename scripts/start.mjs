#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the backend, which migrates the
// database and serves the API, the shell and every remote from one port.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--missing'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'backend/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

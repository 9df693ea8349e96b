#!/usr/bin/env node
// `npm run backup -- --to <file>` and `npm run restore -- --from <file>`: builds the backend if it
// is missing or stale, then runs its backup command with this environment (see the README's Backups).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--missing'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const command = spawnSync(process.execPath, ['--enable-source-maps', join(ROOT, 'backend/dist/backup/backup-cli.js'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(command.status ?? 1);

#!/usr/bin/env node
// `npm run dev`: the backend (rebuilt and restarted on change) plus hot-reloading dev servers for
// the shell and every remote. Open the shell's dev server (http://localhost:3001); the backend
// hands out the remotes' dev-server manifests because REMOTES_DEV=true.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { BUILDS, ROOT, packageName } from './workspaces.mjs';

const BACKEND_SOURCES = ['packages/contracts/src', 'packages/scene-timeline/src', 'packages/scene-player/src', 'backend/src'];
const REBUILD_DEBOUNCE_MS = 300;
const STOP_GRACE_MS = 5000;

/** Every child runs in its own process group so that stopping it also stops what npm started under it. */
const running = new Set();
let stopping = false;

/** Pipes a stream line by line with a `[label]` prefix (chunks may end mid-line). */
function prefixLines(stream, label, write) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop();
    for (const line of lines) if (line.trim()) write(`[${label}] ${line}\n`);
  });
  stream.on('end', () => pending.trim() && write(`[${label}] ${pending}\n`));
}

function run(label, command, args, env = process.env) {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(child.stdout, label, (line) => process.stdout.write(line));
  prefixLines(child.stderr, label, (line) => process.stderr.write(line));
  running.add(child);
  child.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the child's whole process group, SIGKILL if it is still there after the grace period. */
async function stopChild(child) {
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
  await child.exited;
  clearTimeout(timer);
}

async function build(dir) {
  const { code } = await run(`build ${dir}`, 'npm', ['run', 'build', '-w', packageName(dir)]).exited;
  return code === 0;
}

const buildBackend = async () =>
  (await build('packages/contracts')) &&
  (await build('packages/scene-timeline')) &&
  (await build('packages/scene-player')) &&
  (await build('backend'));

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...running].map(stopChild));
  process.exit(exitCode);
}

// --- backend: one process at a time, replaced after every successful rebuild ---
let backend;
const startBackend = () => {
  const child = run('backend', process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], {
    ...process.env,
    REMOTES_DEV: 'true',
  });
  child.exited.then(({ code, signal }) => {
    if (backend === child && !stopping) {
      console.error(`[dev] backend exited (${signal ?? `code ${code}`}); it restarts on the next source change`);
    }
  });
  backend = child;
};

let rebuilding = false;
let rebuildAgain = false;
async function rebuildAndRestart() {
  if (rebuilding) {
    rebuildAgain = true;
    return;
  }
  rebuilding = true;
  do {
    rebuildAgain = false;
    console.log('[dev] backend sources changed: rebuilding');
    if (await buildBackend()) {
      const previous = backend;
      backend = undefined;
      if (previous) await stopChild(previous);
      if (!stopping) startBackend();
    } else {
      console.error('[dev] backend build failed; the running backend is left as it was');
    }
  } while (rebuildAgain && !stopping);
  rebuilding = false;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));
// Last resort if dev.mjs dies some other way: no dev server may outlive it.
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

if (!(await buildBackend())) await shutdown(1);
startBackend();

let debounce;
for (const dir of BACKEND_SOURCES) {
  watch(join(ROOT, dir), { recursive: true }, (_event, file) => {
    if (!file || /\.spec\.ts$/.test(file)) return;
    clearTimeout(debounce);
    debounce = setTimeout(rebuildAndRestart, REBUILD_DEBOUNCE_MS);
  });
}

// --- front ends: each package's own `npm run dev` (rspack serve with hot reload) ---
for (const { dir } of BUILDS.filter((candidate) => candidate.frontEnd)) {
  run(dir, 'npm', ['run', 'dev', '-w', packageName(dir)]).exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`[dev] ${dir} dev server exited (${signal ?? `code ${code}`}); stopping everything`);
    shutdown(1);
  });
}

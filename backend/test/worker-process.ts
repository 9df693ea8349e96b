import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const BACKEND_DIR = join(__dirname, '..');
const WORKER_SOURCE = join(BACKEND_DIR, 'src', 'worker.ts');
/** What src/worker.ts logs once recovery has run and it takes jobs. */
const READY_LINE = 'Studio worker taking jobs';

/**
 * The child's entry: `.ts` files compiled by SWC as they load (swc-options.cjs, as for Jest), so
 * the child runs this checkout's sources as the specs do, with no dist build to keep current.
 */
const ENTRY = `
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const options = { ...require(${JSON.stringify(join(BACKEND_DIR, 'swc-options.cjs'))}), sourceMaps: 'inline' };
require.extensions['.ts'] = (module, filename) =>
  module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
require(${JSON.stringify(WORKER_SOURCE)});
`;

/** A `npm run worker` process of its own. */
export interface WorkerProcess {
  /** What it printed so far (for failure messages). */
  output(): string;
  /** SIGKILL to it and everything it started (its browsers, ffmpeg): a crashed machine or container. */
  kill(): Promise<void>;
}

/** Starts src/worker.ts in a child process with `env`; resolves once it takes jobs. */
export async function startWorkerProcess(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<WorkerProcess> {
  // Its own process group, so a kill reaches the browsers and encoders it started too.
  const child = spawn(process.execPath, ['--conditions=source', '-e', ENTRY], { cwd: BACKEND_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signalGroup(child, 'SIGKILL');
      reject(new Error(`the worker did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the worker exited before it took jobs:\n${output}`));
    });
  });
  return {
    output: () => output,
    kill: async () => {
      signalGroup(child, 'SIGKILL');
      await exited;
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch (error) {
    // The group is gone already: nothing left to kill.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

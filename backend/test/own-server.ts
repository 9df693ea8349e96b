import { type ChildProcess, spawn } from 'node:child_process';
export { freePort } from '../../scripts/local-ports.cjs';

/** A server process of a test's own, which the test may kill (as a crash would) and start again. */
export interface ServerProcess {
  /** Spawns the server and resolves once `ready` does. */
  start(): Promise<void>;
  /** SIGKILL, and waits for the process to be gone. */
  stop(): Promise<void>;
}

export function serverProcess(command: string, args: string[], ready: () => Promise<void>): ServerProcess {
  let server: ChildProcess | undefined;
  return {
    start: async () => {
      server = spawn(command, args, { stdio: 'ignore' });
      await ready();
    },
    stop: async () => {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
  };
}

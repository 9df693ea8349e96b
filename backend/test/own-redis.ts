import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts } from '../../scripts/local-ports.cjs';
import { freePort, serverProcess, type ServerProcess } from './own-server';

/** A Redis server of a test's own (its own port and data dir). */
export interface OwnRedis extends ServerProcess {
  url: string;
  close(): Promise<void>;
}

/** `redis-server` on a free port with an append-only file, so a restart keeps what was written, as a production Redis would. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes'];
  const server = serverProcess('redis-server', args, async () => {
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await server.start();
  return {
    url: `redis://127.0.0.1:${port}`,
    ...server,
    close: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

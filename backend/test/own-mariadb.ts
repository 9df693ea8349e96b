import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { freePort, serverProcess, type ServerProcess } from './own-server';

/** A MariaDB server of a test's own (its own data dir and port). */
export interface OwnMariaDb extends ServerProcess {
  /** DATABASE_URL of the database `studio` on it. */
  url: string;
  close(): Promise<void>;
}

async function waitForServer(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await (await createConnection({ host: '127.0.0.1', port, user: 'root' })).end();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Installs a throwaway data dir and runs `mariadbd` on a free port, without grant tables (any
 * user gets in), so stopping it touches nobody else's database.
 */
export async function startOwnMariaDb(): Promise<OwnMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-mariadb-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  await promisify(execFile)('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--user=root', '--skip-test-db']);
  const args = ['--no-defaults', `--datadir=${dataDir}`, `--port=${port}`, '--bind-address=127.0.0.1', `--socket=${join(dir, 'sock')}`];
  const server = serverProcess('mariadbd', [...args, '--user=root', '--skip-grant-tables'], () => waitForServer(port));
  await server.start();
  const admin = await createConnection({ host: '127.0.0.1', port, user: 'root' });
  await admin.query('CREATE DATABASE studio CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.end();
  return {
    url: `mariadb://studio:studio@127.0.0.1:${port}/studio`,
    ...server,
    close: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

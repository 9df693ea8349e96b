import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';

/** A MariaDB server of a test's own (its own data dir and port), which the test may stop and start. */
export interface OwnMariaDb {
  /** DATABASE_URL of the database `studio` on it. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

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
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'mariadbd',
      ['--no-defaults', `--datadir=${dataDir}`, `--port=${port}`, '--bind-address=127.0.0.1', `--socket=${join(dir, 'sock')}`, '--user=root', '--skip-grant-tables'],
      { stdio: 'ignore' },
    );
    await waitForServer(port);
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  const admin = await createConnection({ host: '127.0.0.1', port, user: 'root' });
  await admin.query('CREATE DATABASE studio CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.end();
  return {
    url: `mariadb://studio:studio@127.0.0.1:${port}/studio`,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

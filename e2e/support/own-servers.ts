import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, freePort } from '../../scripts/local-ports.cjs';
import { E2E_PASSWORD } from './environment';

const ROOT = join(__dirname, '..', '..');

const until = async (ready: () => Promise<boolean>, what: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const killed = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** A redis-server of the journey's own, which it kills (a crash) and starts again on the same port and data. */
export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function ownRedis(): Promise<OwnRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-e2e-redis-'));
  const port = await freePort();
  let server: ChildProcess | undefined;
  const stop = async () => {
    await killed(server);
    server = undefined;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    // Append-only, so a restart keeps the events stream, as a production Redis would.
    start: async () => {
      server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes'], { stdio: 'ignore' });
      await until(() => accepts(port), `redis-server on port ${port}`, 10_000);
    },
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A studio server of the journey's own (the built backend/dist on a fresh SQLite data directory). */
export interface OwnStudio {
  url: string;
  port: number;
  /** What it printed (for failure messages). */
  output(): string;
  close(): Promise<void>;
}

export async function ownStudio(env: Record<string, string>): Promise<OwnStudio> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-own-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STUDIO_PASSWORD: E2E_PASSWORD, SEED_DEMO: 'false', OPENAI_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const healthy = async () => {
    if (server.exitCode !== null) throw new Error(`the studio server exited:\n${output}`);
    return fetch(`${url}/api/health`).then((response) => response.ok).catch(() => false);
  };
  await until(healthy, `the studio server on port ${port}`, 120_000);
  return {
    url,
    port,
    output: () => output,
    close: async () => {
      await killed(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP proxy between the browser and a server that can drop every connection at once and refuse
 * new ones, as a flaky network does (Playwright's offline mode leaves an open EventSource alone).
 */
export interface CuttableProxy {
  url: string;
  /** Resets every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  /** Connections refused while cut. */
  refused(): number;
  close(): Promise<void>;
}

export async function cuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  let cut = false;
  let refused = 0;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A reset is what the proxy is for; the other side's close follows.
    socket.on('error', () => undefined);
  };
  const server: Server = createServer((client) => {
    if (cut) {
      refused += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port: targetPort });
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  return {
    url: `http://127.0.0.1:${port}`,
    cut: () => {
      cut = true;
      for (const socket of open) if (!socket.destroyed) socket.resetAndDestroy();
    },
    restore: () => {
      cut = false;
    },
    refused: () => refused,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

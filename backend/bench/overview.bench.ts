/**
 * GET /api/projects/:id/overview under load, next to a bare Express server answering the same JSON
 * from memory (the ceiling on this machine). Each server runs in its own child process so the load
 * generator (this process) never steals its event loop. Prints the table; never fails on a miss.
 *
 *   npm run build -w @studio/backend && npm run bench -w @studio/backend
 *
 * BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the app server there (open it in Chrome DevTools).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon = require('autocannon');
import express from 'express';
import { createApp } from '../src/app.factory';

const SHAPE = { characters: 50, sets: 20, tracks: 20, scenes: 40, voiceLines: 200, castPerScene: 3 };
const LOAD = { connections: 50, duration: 10 };
/** Unmeasured load first, so both servers are measured with warm JIT and caches. */
const WARM_UP_SECONDS = 2;
/** Throughput at least half the bare server's, p99 at most 1.5 times the bare server's p99. */
const GOAL = { ratio: 0.5, p99Ratio: 1.5 };
const PASSWORD = 'bench-password';

type Role = 'app' | 'bare';
type ChildMessage = { port: number };

// ---- child processes -----------------------------------------------------------------------

async function serveApp(): Promise<void> {
  const app = await createApp({ logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  // A clean exit, so a --cpu-prof profile gets written.
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.send?.({ port: (app.getHttpServer().address() as AddressInfo).port } satisfies ChildMessage);
}

async function serveBare(): Promise<void> {
  const body: unknown = await new Promise((resolve) => process.once('message', resolve));
  const app = express();
  app.get('/api/projects/:id/overview', (_request, response) => {
    response.json(body);
  });
  const server = app.listen(0, '127.0.0.1', () =>
    process.send?.({ port: (server.address() as AddressInfo).port } satisfies ChildMessage),
  );
}

// ---- the benchmark -------------------------------------------------------------------------

function start(role: Role, env: NodeJS.ProcessEnv, message?: unknown): Promise<{ child: ChildProcess; port: number }> {
  const profileDir = role === 'app' ? process.env.BENCH_CPU_PROFILE : undefined;
  const child = fork(__filename, [role], {
    env,
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (message !== undefined) child.send(message as object);
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve({ child, port: (reply as ChildMessage).port }));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code} before listening`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Builds the benchmark project through the real API, as a user would. */
async function seedProject(base: string, cookie: string): Promise<number> {
  const post = async (path: string, body: object): Promise<{ id: number }> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} -> ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const times = <T>(count: number, make: (index: number) => Promise<T>) =>
    Array.from({ length: count }, (_unused, index) => index).reduce<Promise<T[]>>(
      async (done, index) => [...(await done), await make(index)],
      Promise.resolve([]),
    );

  const { id: projectId } = await post('/api/projects', { name: 'Benchmark', description: 'A project sized like a busy one.' });
  const characters = await times(SHAPE.characters, (i) =>
    post('/api/characters', { name: `Character ${i}`, description: `Character number ${i} of the cast.`, projectId }),
  );
  const sets = await times(SHAPE.sets, (i) => post('/api/sets', { name: `Set ${i}`, type: 'farm', projectId }));
  const tracks = await times(SHAPE.tracks, (i) => post('/api/music', { name: `Track ${i}`, style: 'synthwave', projectId }));
  const scenes = await times(SHAPE.scenes, (i) =>
    post('/api/scenes', {
      name: `Scene ${i}`,
      description: `Scene number ${i} of the benchmark.`,
      projectId,
      setId: sets[i % sets.length].id,
      musicId: tracks[i % tracks.length].id,
    }),
  );
  await times(SHAPE.scenes * SHAPE.castPerScene, (i) =>
    post('/api/scene-characters', {
      sceneId: scenes[Math.floor(i / SHAPE.castPerScene)].id,
      characterId: characters[(i * 7) % characters.length].id,
    }),
  );
  await times(SHAPE.voiceLines, (i) =>
    post('/api/voicelines', {
      characterId: characters[i % characters.length].id,
      sceneId: scenes[i % scenes.length].id,
      text: `Line ${i}: arr, the treasure be under the old oak.`,
    }),
  );
  return projectId;
}

/** Waits until none of the project's jobs is queued or running. */
async function jobsSettled(base: string, cookie: string, projectId: number): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const jobs = (await (await fetch(`${base}/api/jobs?projectId=${projectId}`, { headers: { cookie } })).json()) as Array<{ state: string }>;
    if (!jobs.some((job) => job.state === 'queued' || job.state === 'running')) return;
    if (Date.now() > deadline) throw new Error('the seeded project\'s jobs did not settle in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** p99 from one 10 s run on two shared cores swings by a third: each server is measured this many times, medians kept. */
const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: LOAD.connections, duration: WARM_UP_SECONDS });
  const runs: Array<{ requestsPerSecond: number; p99Ms: number }> = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await autocannon({ url, headers, ...LOAD });
    const failed = result.errors + result.non2xx + result.timeouts;
    if (failed > 0) throw new Error(`${url}: ${failed} failed requests under load`);
    runs.push({ requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 });
  }
  return { requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)), p99Ms: median(runs.map((run) => run.p99Ms)) };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
    STUDIO_PASSWORD: PASSWORD,
    SEED_DEMO: 'false',
  };
  const children: ChildProcess[] = [];
  try {
    const app = await start('app', env);
    children.push(app.child);
    const base = `http://127.0.0.1:${app.port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status}`);

    process.stdout.write(`seeding ${JSON.stringify(SHAPE)} through the API...\n`);
    const projectId = await seedProject(base, cookie);
    const path = `/api/projects/${projectId}/overview`;
    // The seed queued voices and music; measured while they render, the overview would be timed
    // against generation's CPU (and rebuilt each time one finishes), not serving.
    await jobsSettled(base, cookie, projectId);
    const overview = await (await fetch(`${base}${path}`, { headers: { cookie } })).json();

    process.stdout.write(`loading ${path} ${RUNS} times for ${LOAD.duration} s at ${LOAD.connections} connections (app, then bare; medians)...\n`);
    const measured = await load(`${base}${path}`, { cookie });
    await stop(app.child);

    const bare = await start('bare', process.env, overview);
    children.push(bare.child);
    const baseline = await load(`http://127.0.0.1:${bare.port}${path}`);
    await stop(bare.child);

    const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
    const p99Ratio = measured.p99Ms / baseline.p99Ms;
    const pass = ratio >= GOAL.ratio && p99Ratio <= GOAL.p99Ratio;
    const row = (cells: Array<string | number>) => `| ${cells.map((cell) => String(cell).padEnd(30)).join(' | ')} |\n`;
    process.stdout.write(
      `\n${row(['server', 'req/s', 'p99 (ms)', 'req/s vs bare', 'p99 vs bare'])}` +
        row(['studio app (session, SQLite)', measured.requestsPerSecond.toFixed(0), measured.p99Ms, ratio.toFixed(2), p99Ratio.toFixed(2)]) +
        row(['bare express (memory)', baseline.requestsPerSecond.toFixed(0), baseline.p99Ms, '1.00', '1.00']) +
        `\ngoal: req/s >= ${GOAL.ratio}x and p99 <= ${GOAL.p99Ratio}x the bare server's -> ${pass ? 'PASS' : 'MISS'}\n`,
    );
  } finally {
    await Promise.all(children.map(stop));
    rmSync(dir, { recursive: true, force: true });
  }
}

const role = process.argv[2] as Role | undefined;
const run = role === 'app' ? serveApp : role === 'bare' ? serveBare : main;
run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});

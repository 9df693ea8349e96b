/**
 * Import benchmark: a manifest of 1,000 characters, 200 sets, 200 scenes (5 characters each), 200
 * music entries and 1,000 voice lines imported through POST /api/import/project-manifest of a real
 * app, on SQLite and on the MariaDB of this machine (skipped when it cannot be reached), next to
 * the time the same database takes to insert the same rows in bulk with no checks, measured in
 * the same run. Goal: the import answers within 3 s on each. Prints a table; never fails the run
 * on a missed goal. The generation jobs the import queues are left to a worker that is not running
 * (REDIS_URL with JOBS_IN_API=false when Redis is here), so only the import is timed.
 * Run after `npm run build -w @studio/backend && npm run build:bench -w @studio/backend`: node backend/dist-bench/import.bench.js
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { printTable, type Row } from './table';

const PASSWORD = 'bench-password';
const GOAL_SECONDS = 3;
const SHAPE = { characters: 1000, scenes: 200, voiceLines: 1000, castPerScene: 5 };
const MARIADB_SERVER = process.env.TEST_MARIADB_URL ?? 'mariadb://studio:studio@127.0.0.1:3306';

function manifest() {
  const characters = Array.from({ length: SHAPE.characters }, (_, i) => ({ name: `Character ${i + 1}` }));
  const scenes = Array.from({ length: SHAPE.scenes }, (_, i) => ({
    name: `Scene ${i + 1}`,
    description: `The ${i + 1}th scene of the benchmark.`,
    set: `Set ${i + 1}`,
    characters: Array.from({ length: SHAPE.castPerScene }, (_, c) => characters[(i * SHAPE.castPerScene + c) % SHAPE.characters].name),
    order: i + 1,
  }));
  return {
    name: 'Import Bench',
    characters,
    sets: scenes.map((scene) => ({ name: scene.set })),
    music: scenes.map((scene) => ({ scene_name: scene.name })),
    voice_lines: Array.from({ length: SHAPE.voiceLines }, (_, i) => ({
      character: characters[i % SHAPE.characters].name,
      text: `Line ${i + 1} of the benchmark.`,
      scene: scenes[i % SHAPE.scenes].name,
    })),
    scenes,
  };
}

const redisUp = () =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(6379, '127.0.0.1');
  });

async function mariadbDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const server = MARIADB_SERVER.replace(/^mariadb:/, 'mysql:');
  const name = `studio_bench_${randomBytes(4).toString('hex')}`;
  try {
    const admin = await createConnection(server);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
  } catch {
    return null;
  }
  return {
    url: `${MARIADB_SERVER}/${name}`,
    drop: async () => {
      const admin = await createConnection(server);
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

/** The same rows inserted in bulk with no checks: what the database itself needs. */
async function bulkBaseline(dataSource: DataSource): Promise<number> {
  const started = performance.now();
  await dataSource.transaction(async (manager) => {
    const [{ id: projectId }] = (await manager.query(`INSERT INTO projects (name, description, revision) VALUES ('Baseline', NULL, 0) RETURNING id`).catch(async () => {
      await manager.query(`INSERT INTO projects (name, description, revision) VALUES ('Baseline', NULL, 0)`);
      return manager.query('SELECT LAST_INSERT_ID() AS id');
    })) as Array<{ id: number }>;
    const rows = (count: number, make: (i: number) => Record<string, unknown>) => Array.from({ length: count }, (_, i) => make(i));
    const chunked = async (table: string, values: Record<string, unknown>[]) => {
      for (let i = 0; i < values.length; i += 200) await manager.createQueryBuilder().insert().into(table).values(values.slice(i, i + 200)).execute();
    };
    await chunked('characters', rows(SHAPE.characters, (i) => ({ name: `C${i}`, projectId, status: 'pending', isPirate: false })));
    await chunked('sets', rows(SHAPE.scenes, (i) => ({ name: `S${i}`, type: 'farm', projectId, status: 'pending' })));
    await chunked('music_tracks', rows(SHAPE.scenes, (i) => ({ name: `M${i}`, style: '80s-rock', projectId, status: 'pending' })));
    await chunked('scenes', rows(SHAPE.scenes, (i) => ({ name: `Scene ${i}`, projectId, status: 'pending', updatedAt: new Date() })));
  });
  return (performance.now() - started) / 1000;
}

async function measure(label: string, databaseUrl: string | undefined, redis: boolean): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-import-bench-'));
  const app = await createApp({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      STUDIO_PASSWORD: PASSWORD,
      NODE_ENV: 'production',
      ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379', JOBS_IN_API: 'false', JOB_QUEUE_PREFIX: `import-bench-${randomBytes(4).toString('hex')}` } : {}),
    },
    logger: ['error'],
  });
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const body = Buffer.from(JSON.stringify(manifest()));
    const form = new FormData();
    form.set('file', new Blob([body], { type: 'application/json' }), 'manifest.json');
    const started = performance.now();
    const response = await fetch(`${base}/api/import/project-manifest`, { method: 'POST', headers: { cookie }, body: form });
    const seconds = (performance.now() - started) / 1000;
    const result = (await response.json()) as { details?: Record<string, number>; message?: string };
    if (!response.ok) throw new Error(`${label}: ${response.status} ${result.message}`);
    const baseline = await bulkBaseline(app.get(DataSource));
    const { details } = result;
    return {
      database: label,
      rows: `${details!.charactersLoaded} characters, ${details!.setsLoaded} sets, ${details!.musicTracksLoaded} tracks, ${details!.scenesAssembled} scenes, ${details!.voiceLinesLoaded} lines`,
      import: `${seconds.toFixed(2)} s`,
      'bulk insert (baseline)': `${baseline.toFixed(2)} s`,
      ratio: `${(seconds / baseline).toFixed(1)}x`,
      goal: `<= ${GOAL_SECONDS} s`,
      verdict: seconds <= GOAL_SECONDS ? 'PASS' : 'MISS',
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const redis = await redisUp();
  const rows: Row[] = [await measure('SQLite', undefined, redis)];
  const mariadb = await mariadbDatabase();
  if (mariadb) {
    try {
      rows.push(await measure('MariaDB', mariadb.url, redis));
    } finally {
      await mariadb.drop();
    }
  } else {
    rows.push({ database: 'MariaDB', rows: `not reachable at ${MARIADB_SERVER}`, import: '-', 'bulk insert (baseline)': '-', ratio: '-', goal: `<= ${GOAL_SECONDS} s`, verdict: 'SKIP' });
  }
  printTable(`Manifest import, ${redis ? 'jobs queued in Redis for a worker' : 'jobs queued in process'}`, rows);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

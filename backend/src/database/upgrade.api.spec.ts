import { setTimeout as delay } from 'node:timers/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jobSchema, type Job } from '@studio/contracts/jobs';
import { randomBytes } from 'node:crypto';
import { DataSource, type MigrationInterface } from 'typeorm';
import { readZip } from '../../test/archives';
import { authenticatedAgent, type TestAgent } from '../../test/auth-agent';
import { binaryBody } from '../../test/binary-body';
import { bootApp, createSharedDatabase, type SharedDatabase } from '../../test/boot-app';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { testDatabaseKind } from '../../test/test-database';
import { parseDatabaseUrl } from '../config';
import { createWorker } from '../worker.factory';
import { buildDataSourceOptions } from './data-source-options';
import { MYSQL_MIGRATIONS } from './migrations/mysql/migrations';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/migrations';

type MigrationClass = new () => MigrationInterface;

const MIGRATIONS: MigrationClass[] = testDatabaseKind() === 'sqlite' ? SQLITE_MIGRATIONS : MYSQL_MIGRATIONS;
const migrationName = (migration: MigrationClass) => new migration().name!;

/** An older release's schema: the migration list as it was when that release was made. */
interface Release {
  title: string;
  lastMigration: string;
  /** The release wrote jobs' activeKey (JobActiveKey) and sets' kind (SetKind). */
  writesActiveKey: boolean;
  writesSetKind: boolean;
}

const RELEASES: Release[] = [
  { title: 'the previous release', lastMigration: 'SceneTimeOfDayAndWeather1795613000000', writesActiveKey: true, writesSetKind: true },
  { title: 'a release before JobActiveKey', lastMigration: 'StudioSettings1795575491537', writesActiveKey: false, writesSetKind: false },
];

const OLD_TIME = '2026-11-20 10:00:00.000';

/** Media files the old release stored under DATA_DIR/media, by their URL. */
const MEDIA: Record<string, Buffer> = {
  '/media/characters/1/model-0a0a0a0a0a0a0a0a.glb': Buffer.from('glTF captain model bytes'),
  '/media/sets/1/scene-0b0b0b0b0b0b0b0b.glb': Buffer.from('glTF old dock bytes'),
  '/media/music/1/track-0c0c0c0c0c0c0c0c.wav': Buffer.from('RIFF sea shanty bytes'),
  '/media/voice-lines/1/line-0d0d0d0d0d0d0d0d.wav': Buffer.from('RIFF land ho bytes'),
  '/media/scripts/1/script-0e0e0e0e0e0e0e0e.fountain': Buffer.from('EXT. OLD DOCK - DAY\n\nCAPTAIN MAE\nLand ho!\n'),
};
const [MODEL_URL, SET_URL, TRACK_URL, LINE_URL, SCRIPT_URL] = Object.keys(MEDIA);

/** Job ids of the fixture, by what each one tests. */
const JOB = { queuedModel: 1, queuedOnDeletedSet: 2, runningRenderOutOfAttempts: 3, runningOnDeletedSet: 4, queuedModelTwice: 5 } as const;

type FixtureRow = [table: string, row: Record<string, unknown>];

/** The rows as the old release wrote them (only the columns its migrations had). */
function fixtureRows(release: Release): FixtureRow[] {
  const job = (id: number, type: string, targetType: string, targetId: number, state: string, extra: Record<string, unknown> = {}) => ({
    id,
    type,
    targetType,
    targetId,
    projectId: 1,
    state,
    progress: 0,
    payload: JSON.stringify({ id: targetId }),
    attempts: 0,
    createdAt: OLD_TIME,
    updatedAt: OLD_TIME,
    ...(release.writesActiveKey ? { activeKey: `${type}:${targetType}:${targetId}` } : {}),
    ...extra,
  });
  const running = (attempts: number, stage: string) => ({ attempts, stage, progress: 40, startedAt: OLD_TIME });
  return [
    ['projects', { id: 1, name: 'Harbour Tales', description: 'Made before the upgrade', revision: 7 }],
    ['characters', { id: 1, projectId: 1, name: 'Captain Mae', description: 'Keeps the harbour', status: 'complete', modelPath: MODEL_URL, isPirate: 1 }],
    ['characters', { id: 2, projectId: 1, name: 'Pip', description: null, status: 'queued', modelPath: null, isPirate: 0 }],
    ['sets', { id: 1, projectId: 1, name: 'Old Dock', description: 'Wet planks', type: 'street', status: 'complete', scenePath: SET_URL, ...(release.writesSetKind ? { kind: 'beach' } : {}) }],
    ['music_tracks', { id: 1, projectId: 1, name: 'Sea Shanty', style: 'orchestral', mood: 'cheerful', description: 'Fiddles', status: 'complete', filePath: TRACK_URL }],
    ['scenes', { id: 1, projectId: 1, name: 'Arrival', description: 'The ship comes in', setId: 1, musicId: 1, status: 'pending', updatedAt: OLD_TIME }],
    ['scenes', { id: 2, projectId: 1, name: 'Departure', description: null, setId: null, musicId: null, status: 'pending', updatedAt: OLD_TIME }],
    ['scene_characters', { sceneId: 1, characterId: 1 }],
    ['scene_characters', { sceneId: 1, characterId: 2 }],
    ['voice_lines', { id: 1, sceneId: 1, characterId: 1, text: 'Land ho!', status: 'complete', filePath: LINE_URL }],
    ['voice_lines', { id: 2, sceneId: 2, characterId: 2, text: 'Wait for me!', status: 'pending', filePath: null }],
    ['scripts', {
      id: 1, projectId: 1, storedName: SCRIPT_URL.slice(SCRIPT_URL.lastIndexOf('/') + 1), filePath: SCRIPT_URL, originalName: 'harbour.fountain',
      title: 'Harbour Tales', format: 'fountain', sceneCount: 1, characterCount: 1, analysis: '{}', createdAt: OLD_TIME,
    }],
    ['jobs', job(JOB.queuedModel, 'character.model', 'character', 2, 'queued')],
    // Its set was deleted after it was queued (jobs keep no foreign key to their target).
    ['jobs', job(JOB.queuedOnDeletedSet, 'set.model', 'set', 99, 'queued')],
    ['jobs', job(JOB.runningRenderOutOfAttempts, 'scene.render', 'scene', 1, 'running', running(2, 'drawing frames'))],
    ['jobs', job(JOB.runningOnDeletedSet, 'set.model', 'set', 98, 'running', running(1, 'building model'))],
    // Before the unique key, two clicks could queue a second model job for the same character.
    ...(release.writesActiveKey ? [] : [['jobs', job(JOB.queuedModelTwice, 'character.model', 'character', 2, 'queued')] satisfies FixtureRow]),
  ];
}

/** The project's export as the upgraded app must give it: everything the old release had, media bytes included. */
function expectedExport(release: Release): { manifest: unknown; files: Record<string, Buffer> } {
  return {
    manifest: {
      name: 'Harbour Tales',
      description: 'Made before the upgrade',
      characters: [
        { name: 'Captain Mae', description: 'Keeps the harbour', is_pirate: true, model_path: 'characters/captain-mae.glb' },
        { name: 'Pip', is_pirate: false },
      ],
      // Without a stored kind, the set builds as the kind its name reads as ('Dock': harbour).
      sets: [{ name: 'Old Dock', description: 'Wet planks', type: 'street', kind: release.writesSetKind ? 'beach' : 'harbour', scene_file: 'sets/old-dock.glb' }],
      music: [{ scene_name: 'Arrival', name: 'Sea Shanty', style: 'orchestral', mood: 'cheerful', description: 'Fiddles', mp3_path: 'music/sea-shanty.wav' }],
      scenes: [
        { name: 'Arrival', description: 'The ship comes in', set: 'Old Dock', characters: ['Captain Mae', 'Pip'], order: 1 },
        { name: 'Departure', characters: [], order: 2 },
      ],
      voice_lines: [
        { character: 'Captain Mae', text: 'Land ho!', file: 'voice/captain-mae-1.wav', scene: 'Arrival' },
        { character: 'Pip', text: 'Wait for me!', scene: 'Departure' },
      ],
    },
    files: {
      'characters/captain-mae.glb': MEDIA[MODEL_URL],
      'sets/old-dock.glb': MEDIA[SET_URL],
      'music/sea-shanty.wav': MEDIA[TRACK_URL],
      'voice/captain-mae-1.wav': MEDIA[LINE_URL],
    },
  };
}

/** Builds the old release's database with its own migrations and writes its rows and media files. */
async function writeOldStudio(env: SharedDatabase['env'], release: Release): Promise<void> {
  const cut = MIGRATIONS.findIndex((migration) => migrationName(migration) === release.lastMigration);
  if (cut < 0) throw new Error(`no migration ${release.lastMigration}`);
  const dataSource = new DataSource({
    ...buildDataSourceOptions(parseDatabaseUrl(env.DATABASE_URL!)),
    entities: [],
    subscribers: [],
    migrations: MIGRATIONS.slice(0, cut + 1),
    migrationsRun: false,
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    const quote = (name: string) => (dataSource.options.type === 'better-sqlite3' ? `"${name}"` : `\`${name}\``);
    for (const [table, row] of fixtureRows(release)) {
      const columns = Object.keys(row);
      await dataSource.query(
        `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        Object.values(row),
      );
    }
  } finally {
    await dataSource.destroy();
  }
  for (const [url, bytes] of Object.entries(MEDIA)) {
    const file = join(env.DATA_DIR!, url.slice(1));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, bytes);
  }
}

const jobOf = async (http: TestAgent, id: number): Promise<Job> => jobSchema.parse((await http.get(`/api/jobs/${id}`).expect(200)).body);

async function settledJob(http: TestAgent, id: number, timeoutMs = 30_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobOf(http, id);
    if (job.state === 'complete' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.state} after ${timeoutMs} ms`);
    await delay(50);
  }
}

const activeKeys = async (app: NestExpressApplication): Promise<Record<number, string | null>> => {
  const rows: Array<{ id: number; activeKey: string | null }> = await app.get(DataSource).query('SELECT id, activeKey FROM jobs ORDER BY id');
  return Object.fromEntries(rows.map((row) => [row.id, row.activeKey]));
};

describe.each(RELEASES)(`upgrading from $title (${process.env.TEST_DB})`, (release) => {
  let database: SharedDatabase;
  let app: NestExpressApplication | undefined;
  let worker: INestApplicationContext | undefined;
  const prefix = `upgrade-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    // The API hands jobs to BullMQ and runs none itself, so what it serves is the old data as migrated.
    database = await createSharedDatabase({ REDIS_URL: TEST_REDIS_URL, JOB_QUEUE_PREFIX: prefix, JOBS_IN_API: 'false' });
    await writeOldStudio(database.env, release);
    app = await bootApp(database.env);
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await deleteRedisKeys(prefix);
    await database?.drop();
  });

  it('applies every migration since, in order', async () => {
    const applied: Array<{ name: string }> = await app!.get(DataSource).query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS.map(migrationName));
  });

  it('exports the project as the old release had it, media bytes included', async () => {
    const http = await authenticatedAgent(app!);
    const zip = await binaryBody(http.get('/api/projects/1/export')).expect(200);
    const files = await readZip(zip.body as Buffer);
    const { manifest, files: media } = expectedExport(release);
    expect(JSON.parse(files.get('manifest.json')!.toString())).toEqual(manifest);
    expect(Object.fromEntries([...files].filter(([path]) => path !== 'manifest.json'))).toEqual(media);
    const scripts = (await http.get('/api/projects/1/scripts').expect(200)).body as Array<{ filePath: string; title: string }>;
    expect(scripts.map(({ filePath, title }) => ({ filePath, title }))).toEqual([{ filePath: SCRIPT_URL, title: 'Harbour Tales' }]);
  });

  it('keys the old one-per-target jobs and fails or retries the running ones as after any restart', async () => {
    const http = await authenticatedAgent(app!);
    expect(await activeKeys(app!)).toEqual({
      [JOB.queuedModel]: 'character.model:character:2',
      [JOB.queuedOnDeletedSet]: 'set.model:set:99',
      // Out of attempts: failed, which frees its scene.
      [JOB.runningRenderOutOfAttempts]: null,
      [JOB.runningOnDeletedSet]: 'set.model:set:98',
      // The key is the first job's: the second one runs unkeyed, as on the release that queued it.
      ...(release.writesActiveKey ? {} : { [JOB.queuedModelTwice]: null }),
    });
    expect(await jobOf(http, JOB.runningRenderOutOfAttempts)).toMatchObject({ state: 'failed', error: 'interrupted by a restart during drawing frames' });
    expect(await jobOf(http, JOB.runningOnDeletedSet)).toMatchObject({ state: 'queued', attempts: 1 });
    // The key refuses a second model job for the character while the old one waits.
    await http.post('/api/characters/2/generate-model').expect(409);
  });

  it('runs the old queued jobs on a worker, or fails them with the reason', async () => {
    worker = await createWorker({ env: database.env, logger: ['error'] });
    const http = await authenticatedAgent(app!);
    for (const id of release.writesActiveKey ? [JOB.queuedModel] : [JOB.queuedModel, JOB.queuedModelTwice]) {
      expect(await settledJob(http, id)).toMatchObject({ state: 'complete', error: null });
    }
    expect((await http.get('/api/characters/2').expect(200)).body).toMatchObject({ status: 'complete', modelPath: expect.stringMatching(/^\/media\/characters\/2\//) });
    for (const id of [JOB.queuedOnDeletedSet, JOB.runningOnDeletedSet]) {
      expect(await settledJob(http, id)).toMatchObject({ state: 'failed', error: expect.stringMatching(/Set 9[89] not found/) });
    }
    expect(Object.values(await activeKeys(app!)).every((key) => key === null)).toBe(true);
  });
});

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { MusicTrack } from '@studio/contracts/music';
import type { Project } from '@studio/contracts/projects';
import type { Scene } from '@studio/contracts/scenes';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { readZip } from '../../test/archives';
import { authenticatedAgent, type TestAgent } from '../../test/auth-agent';
import { binaryBody } from '../../test/binary-body';
import { bootApp, createSharedDatabase, type SharedDatabase } from '../../test/boot-app';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { newMusicTrack, newProject, newScene } from '../../test/factories';
import { wavBytes } from '../../test/media-files';
import { loadAppConfig } from '../config';
import { createBackup, restoreBackup } from './backup';

/** Every project's export (manifest.json and media bytes) by project name. */
type StudioState = Map<string, Map<string, Buffer>>;

async function exportEveryProject(http: TestAgent): Promise<StudioState> {
  const projects = (await http.get('/api/projects').expect(200)).body as Project[];
  const state: StudioState = new Map();
  for (const project of projects) {
    const zip = await binaryBody(http.get(`/api/projects/${project.id}/export`)).expect(200);
    state.set(project.name, await readZip(zip.body as Buffer));
  }
  return state;
}

/** Exports and uploads as fast as the writer goes. */
const UNTHROTTLED = { EXPORTS_PER_MINUTE: '100000', UPLOADS_PER_MINUTE: '100000' };

describe(`backup and restore (${process.env.TEST_DB})`, () => {
  let backups: string;
  let s3: FakeS3 | undefined;
  const apps: NestExpressApplication[] = [];
  const databases: SharedDatabase[] = [];

  const studio = async (extraEnv: Record<string, string> = {}) => {
    const database = await createSharedDatabase({ ...UNTHROTTLED, ...extraEnv });
    databases.push(database);
    return database;
  };
  const boot = async (database: SharedDatabase) => {
    const app = await bootApp(database.env);
    apps.push(app);
    return { app, http: await authenticatedAgent(app) };
  };

  beforeAll(() => {
    backups = mkdtempSync(join(tmpdir(), 'studio-backups-'));
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const database of databases.splice(0)) await database.drop();
  });
  afterAll(async () => {
    rmSync(backups, { recursive: true, force: true });
    await s3?.stop();
  });

  /**
   * One writer replaces tracks' audio (the old file is deleted), adds, renames and deletes scenes,
   * and after each write records every project's export: the studio's state until its next write.
   * The restored studio must equal one of the states recorded while the backup ran.
   */
  async function backUpWhileWriting(sourceEnv: Record<string, string>, targetEnv: Record<string, string>): Promise<void> {
    const source = await studio(sourceEnv);
    const { http } = await boot(source);
    const projects = [await newProject(http, { name: 'Harbour' }), await newProject(http, { name: 'Lighthouse' })];
    const tracks: MusicTrack[][] = [];
    for (const project of projects) tracks.push([await newMusicTrack(http, project.id), await newMusicTrack(http, project.id)]);
    const scenes: Scene[] = [];

    const states: StudioState[] = [await exportEveryProject(http)];
    let writing = true;
    const writes = (async () => {
      for (let write = 1; writing; write++) {
        const project = projects[write % projects.length];
        const track = tracks[write % projects.length][Math.floor(write / projects.length) % 2];
        if (write % 3 === 0) {
          await http.post(`/api/music/${track.id}/audio`).attach('file', wavBytes({ frequencyHz: 200 + write }), { filename: 'theme.wav', contentType: 'audio/wav' }).expect(200);
        } else if (write % 3 === 1) {
          scenes.push(await newScene(http, project.id, { name: `Scene ${write}`, musicId: track.id }));
        } else if (write % 6 === 2 && scenes.length > 2) {
          await http.delete(`/api/scenes/${scenes.shift()!.id}`).expect(200);
        } else if (scenes.length > 0) {
          await http.put(`/api/scenes/${scenes[scenes.length - 1].id}`).send({ name: `Scene ${write} renamed` }).expect(200);
        }
        states.push(await exportEveryProject(http));
      }
    })();

    /** Waits for the writer to record `count` states; fails at once if a write did. */
    const recorded = (count: number) =>
      Promise.race([
        writes.then(() => Promise.reject(new Error('the writer stopped'))),
        (async () => {
          while (states.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
      ]);
    await recorded(4);
    const firstPossible = states.length - 1;
    const file = join(backups, `studio-${Date.now()}.tar.gz`);
    const manifest = await createBackup(loadAppConfig(source.env), file);
    const lastPossible = states.length;
    await recorded(lastPossible + 2);
    writing = false;
    await writes;
    // Old jobs' results name files replaced since: they are gone from the studio too.
    for (const url of manifest.deletedInSource) expect(existsSync(join(source.env.DATA_DIR!, url))).toBe(false);
    expect(manifest.mediaFiles).toBeGreaterThanOrEqual(4);

    const target = await studio(targetEnv);
    const restored = await restoreBackup(loadAppConfig(target.env), file);
    expect(restored.rows).toBe(manifest.rows);
    const { http: restoredHttp } = await boot(target);
    const state = await exportEveryProject(restoredHttp);

    expect([...state.keys()].sort()).toEqual(['Harbour', 'Lighthouse']);
    // Each project's two tracks' audio, composed or uploaded, besides its manifest.
    for (const files of state.values()) expect([...files.keys()].filter((path) => path.startsWith('music/')).length).toBeGreaterThanOrEqual(2);
    const candidates = states.slice(firstPossible, lastPossible + 1);
    const moment = candidates.findIndex((candidate) => isDeepStrictEqual(candidate, state));
    // No state matches: show how the restore differs from the state when the backup began.
    if (moment === -1) expect(state).toEqual(candidates[0]);
    // The writer kept writing while the backup ran.
    expect(lastPossible - firstPossible).toBeGreaterThanOrEqual(1);
  }

  it('backs up a studio being written to (disk storage) and restores every project as it was at one moment, media bytes included', async () => {
    await backUpWhileWriting({}, {});
  }, 120_000);

  it('does the same with S3 storage, restoring into another prefix of the bucket', async () => {
    s3 = await startFakeS3();
    await backUpWhileWriting(s3.env('source/'), s3.env('restored/'));
    const restoredKeys = await s3.keys('restored/media/');
    expect(restoredKeys.length).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('refuses a DATA_DIR or a database that holds something, or a file that is not a backup, and changes nothing', async () => {
    const source = await studio();
    const { app } = await boot(source);
    const file = join(backups, 'refusals.tar.gz');
    await createBackup(loadAppConfig(source.env), file);
    await app.close();
    apps.splice(0);

    // The source itself: DATA_DIR and database both hold a studio.
    const before = readdirSync(source.env.DATA_DIR!).sort();
    await expect(restoreBackup(loadAppConfig(source.env), file)).rejects.toThrow(/^DATA_DIR .* is not empty \(.*\): restore fills an empty one$/);
    expect(readdirSync(source.env.DATA_DIR!).sort()).toEqual(before);

    // An empty DATA_DIR but the source's database.
    const elsewhere = mkdtempSync(join(tmpdir(), 'studio-restore-'));
    try {
      const intoUsedDatabase = { ...source.env, DATA_DIR: elsewhere };
      await expect(restoreBackup(loadAppConfig(intoUsedDatabase), file)).rejects.toThrow(/^The database .* is not empty \(.*\): restore fills an empty one$/);
      expect(readdirSync(elsewhere)).toEqual([]);

      const target = await studio();
      const notBackup = join(backups, 'not-a-backup.tar.gz');
      writeFileSync(notBackup, 'hello');
      await expect(restoreBackup(loadAppConfig(target.env), notBackup)).rejects.toThrow(/is not a studio backup/);
      await expect(restoreBackup(loadAppConfig(target.env), join(backups, 'missing.tar.gz'))).rejects.toThrow(/^There is no backup file at /);
      expect(readdirSync(target.env.DATA_DIR!)).toEqual([]);
      mkdirSync(join(target.env.DATA_DIR!, 'media'));
      await expect(restoreBackup(loadAppConfig(target.env), file)).rejects.toThrow(/is not empty \(media\)/);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

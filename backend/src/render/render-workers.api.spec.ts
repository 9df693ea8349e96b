import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jobSchema } from '@studio/contracts/jobs';
import { DRAFT_RENDER_RESOLUTION, sceneSchema, type Scene } from '@studio/contracts/scenes';
import { sceneTimelineSchema } from '@studio/contracts/timeline';
import { DataSource } from 'typeorm';
import { authenticatedAgent, type TestAgent } from '../../test/auth-agent';
import { bootApp, createSharedDatabase, type SharedDatabase } from '../../test/boot-app';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { chunkJobsSince, downloadToFile, frameRgbNumber, meanDifference, probeVideo, settledJob } from '../../test/renders';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { createWorker } from '../worker.factory';
import { splitIntoChunks } from './scene-render-pipeline';

const RENDER_TIMEOUT_MS = 240_000;
const CHUNK_FRAMES = 40;

/**
 * REDIS_URL, an API that runs no jobs and two worker processes sharing the database and DATA_DIR:
 * the chunks of one render are drawn by both, and the joined video shows no seam.
 */
describe(`scene render chunks on two workers (${process.env.TEST_DB})`, () => {
  let prefix: string;
  let shared: SharedDatabase;
  let api: NestExpressApplication;
  let workers: INestApplicationContext[] = [];
  let http: TestAgent;
  let ready: Scene;
  let dataSource: DataSource;

  const startWorkers = async (count: number, env: Record<string, string> = {}) => {
    for (let i = 0; i < count; i += 1) workers.push(await createWorker({ env: { ...shared.env, ...env }, logger: ['error'] }));
  };
  const stopWorkers = async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    workers = [];
  };
  const renderAndSettle = async () => {
    const job = jobSchema.parse((await http.post(`/api/scenes/${ready.id}/render`).send({ resolution: DRAFT_RENDER_RESOLUTION }).expect(202)).body);
    const done = await settledJob(http, job.id, RENDER_TIMEOUT_MS);
    expect(done).toMatchObject({ state: 'complete', progress: 100, error: null });
    return job;
  };

  beforeAll(async () => {
    prefix = `studio-test-${randomBytes(6).toString('hex')}`;
    shared = await createSharedDatabase({ REDIS_URL: TEST_REDIS_URL, JOB_QUEUE_PREFIX: prefix, RENDER_CHUNK_FRAMES: String(CHUNK_FRAMES), RENDER_PARALLELISM: '1' });
    api = await bootApp({ ...shared.env, JOBS_IN_API: 'false' });
    await startWorkers(2);
    http = await authenticatedAgent(api);
    dataSource = api.get(DataSource);
    const projectId = (await newProject(http)).id;
    // Their creation had the workers build their models.
    const set = await newSet(http, projectId, { type: 'farm' });
    const character = await newCharacter(http, projectId, { name: 'Rex' });
    expect([set.scenePath, character.modelPath].every((url) => url?.startsWith('/media/'))).toBe(true);
    const track = await newMusicTrack(http, projectId);
    const created = await newScene(http, projectId, { setId: set.id, musicId: track.id });
    await linkCharacter(http, created.id, character.id);
    await newVoiceLine(http, character.id, { sceneId: created.id, text: 'Ahoy there.' });
    ready = sceneSchema.parse((await http.get(`/api/scenes/${created.id}`).expect(200)).body);
  }, 180_000);
  afterAll(async () => {
    await stopWorkers();
    await api?.close();
    await shared?.drop();
    if (prefix) await deleteRedisKeys(prefix);
  });

  it(
    'draws the chunks of one render on both workers and joins them without a seam',
    async () => {
      const timeline = sceneTimelineSchema.parse((await http.get(`/api/scenes/${ready.id}/timeline`).expect(200)).body);
      const chunks = splitIntoChunks(timeline.frameCount, CHUNK_FRAMES, 1);
      expect(chunks.length).toBeGreaterThanOrEqual(2);

      const job = await renderAndSettle();
      const chunkJobs = await chunkJobsSince(dataSource, http, job.id);
      expect(chunkJobs).toHaveLength(chunks.length);
      const drawnBy = new Set(chunkJobs.map((chunkJob) => (chunkJob.result as { worker: string }).worker));
      expect(drawnBy.size).toBe(2);
      const split = await downloadToFile(http, sceneSchema.parse((await http.get(`/api/scenes/${ready.id}`).expect(200)).body).renderedPath!);

      // The same scene in one chunk, by one worker, as the reference.
      await stopWorkers();
      await startWorkers(1, { RENDER_CHUNK_FRAMES: String(timeline.frameCount) });
      const single = await renderAndSettle();
      const oneChunk = await chunkJobsSince(dataSource, http, single.id);
      expect(oneChunk).toHaveLength(1);
      const whole = await downloadToFile(http, sceneSchema.parse((await http.get(`/api/scenes/${ready.id}`).expect(200)).body).renderedPath!);
      try {
        for (const video of [split, whole]) {
          const probed = await probeVideo(video.path);
          expect(Number(probed.streams[0].nb_read_packets)).toBe(timeline.frameCount);
          expect(Math.abs(probed.durationSeconds - timeline.durationSeconds)).toBeLessThanOrEqual(1 / timeline.fps + 1e-3);
        }
        // Each side of every seam is the frame a single chunk has there (up to x264's noise).
        for (const boundary of chunks.slice(1).map((chunk) => chunk.startFrame)) {
          for (const frame of [boundary - 1, boundary]) {
            const left = await frameRgbNumber(split.path, frame, 640, 360);
            const right = await frameRgbNumber(whole.path, frame, 640, 360);
            expect(meanDifference(left, right, 640, 0, 360)).toBeLessThan(1.5);
          }
        }
      } finally {
        split.dispose();
        whole.dispose();
      }
    },
    RENDER_TIMEOUT_MS * 2,
  );
});

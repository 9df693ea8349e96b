import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jobSchema } from '@studio/contracts/jobs';
import { sceneSchema } from '@studio/contracts/scenes';
import request from 'supertest';
import { authenticatedAgent, type TestAgent } from '../../test/auth-agent';
import { bootApp, createSharedDatabase, type SharedDatabase } from '../../test/boot-app';
import { binaryBody } from '../../test/binary-body';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { settledJob } from '../../test/renders';
import { startWorkerProcess, type WorkerProcess } from '../../test/worker-process';
import { PLATFORM_TEAM, TEST_PLATFORM_TOKEN } from '../platform/testing/platform-team';
import { releaseFiles, tgzOf } from '../platform/testing/release-bundles';
import { MEDIA_CACHE_CONTROL } from './media-files.setup';

const PREFIX = 'studio/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const RENDER_TIMEOUT_MS = 240_000;

/** The files under a folder, none when it does not exist. */
const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []);

/**
 * STORAGE=s3 on a fake S3 server: two API servers with DATA_DIRs of their own on one database,
 * one Redis and one bucket (the second runs no jobs), then a worker process with a third DATA_DIR.
 * What one of them writes, the others serve.
 */
describe(`several servers sharing an S3 bucket (${process.env.TEST_DB})`, () => {
  let s3: FakeS3;
  let shared: SharedDatabase;
  let queuePrefix: string;
  const dataDirs: string[] = [];
  let first: NestExpressApplication | undefined;
  let second: NestExpressApplication;
  let worker: WorkerProcess | undefined;
  let firstHttp: TestAgent;
  let secondHttp: TestAgent;
  let projectId: number;

  /** The environment of one more server: its own DATA_DIR, everything else shared. */
  const serverEnv = (extra: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-server-'));
    dataDirs.push(dataDir);
    return { ...shared.env, DATA_DIR: dataDir, ...extra };
  };
  const bucketObject = async (url: string) => {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}${url.slice(1)}` }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  /** Where the server with this DATA_DIR keeps its copy of a /media file. */
  const cachedMedia = (dataDir: string, url: string) => join(dataDir, 'cache', url.slice(1));

  beforeAll(async () => {
    s3 = await startFakeS3();
    queuePrefix = `studio-test-${randomBytes(6).toString('hex')}`;
    shared = await createSharedDatabase({
      ...s3.env(PREFIX),
      REDIS_URL: TEST_REDIS_URL,
      JOB_QUEUE_PREFIX: queuePrefix,
      // Shared by every server, as the generated ones would differ per DATA_DIR.
      SESSION_SECRET: 'a-session-secret-every-server-shares-0123456789',
      PLATFORM_TOKEN: TEST_PLATFORM_TOKEN,
    });
    first = await bootApp(serverEnv());
    second = await bootApp(serverEnv({ JOBS_IN_API: 'false' }));
    firstHttp = await authenticatedAgent(first);
    secondHttp = await authenticatedAgent(second);
    projectId = (await newProject(secondHttp)).id;
  }, 60_000);
  afterAll(async () => {
    await worker?.kill();
    await first?.close();
    await second?.close();
    await shared?.drop();
    if (queuePrefix) await deleteRedisKeys(queuePrefix);
    await s3?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a release published on one server from the other, immutably, once all its files are in the bucket', async () => {
    const files = releaseFiles('mfe_music', { marker: 'shared' });
    await firstHttp
      .post('/api/platform/releases')
      .set(PLATFORM_TEAM)
      .field('name', 'mfe_music')
      .field('version', '7.1.0')
      .attach('bundle', await tgzOf(files), { filename: 'mfe_music-7.1.0.tgz', contentType: 'application/gzip' })
      .expect(201);
    expect(await s3.keys(`${PREFIX}remotes/`)).toEqual([
      `${PREFIX}remotes/mfe_music/7.1.0.release.json`,
      ...Object.keys(files).map((path) => `${PREFIX}remotes/mfe_music/7.1.0/${path}`).sort(),
    ]);
    // Nothing under the first server's DATA_DIR/remotes: the bucket is where releases are kept.
    expect(filesUnder(join(dataDirs[0], 'remotes'))).toEqual([]);

    const server = request(second.getHttpServer());
    for (const [path, content] of Object.entries(files)) {
      const served = await server.get(`/remotes/mfe_music/7.1.0/${path}`).expect(200);
      expect([path, served.headers['cache-control'], served.text]).toEqual([path, IMMUTABLE, content]);
    }
    const entry = files['remoteEntry.js'];
    const head = await server.head('/remotes/mfe_music/7.1.0/remoteEntry.js').expect(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(entry)));
    const part = await server.get('/remotes/mfe_music/7.1.0/remoteEntry.js').set('Range', 'bytes=0-2').expect(206);
    expect(part.text).toBe(entry.slice(0, 3));
    await server.get('/remotes/mfe_music/7.1.0/missing.js').expect(404);
    // The composition gate on the other server reads the same files from the bucket.
    expect((await secondHttp.get('/api/platform/releases/mfe_music/7.1.0/compatibility').expect(200)).body).toMatchObject({ compatible: true });
  });

  it("serves a character's model and a voice line generated on one server from the other, with ranges and validators, and deletes them everywhere", async () => {
    // Created through the second server, which runs no jobs: the first one generates them.
    const character = await newCharacter(secondHttp, projectId, { name: 'Rex' });
    const line = await newVoiceLine(secondHttp, character.id, { text: 'Ahoy there.' });
    expect(character.modelPath).toMatch(/^\/media\/characters\/\d+\/model-[0-9a-f]+\.glb$/);
    expect(line).toMatchObject({ status: 'complete', filePath: expect.stringMatching(/^\/media\/voice-lines\/\d+\/speech-/) });
    const model = await bucketObject(character.modelPath!);
    expect(model.subarray(0, 4).toString()).toBe('glTF');
    expect(existsSync(cachedMedia(dataDirs[0], character.modelPath!))).toBe(true);

    const served = await binaryBody(secondHttp.get(character.modelPath!)).expect(200);
    expect(served.headers).toMatchObject({
      'content-type': 'model/gltf-binary',
      'content-length': String(model.length),
      'accept-ranges': 'bytes',
      'cache-control': MEDIA_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.compare(served.body as Buffer, model)).toBe(0);
    // Streamed from the bucket: the second server keeps no copy.
    expect(existsSync(cachedMedia(dataDirs[1], character.modelPath!))).toBe(false);
    await secondHttp.get(character.modelPath!).set('If-None-Match', served.headers.etag).expect(304);
    const part = await binaryBody(secondHttp.get(character.modelPath!).set('Range', 'bytes=4-11')).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${model.length}`);
    expect(Buffer.compare(part.body as Buffer, model.subarray(4, 12))).toBe(0);
    const beyond = await secondHttp.get(character.modelPath!).set('Range', `bytes=${model.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${model.length}`);
    expect((await secondHttp.head(character.modelPath!).expect(200)).headers['content-length']).toBe(String(model.length));
    await request(second.getHttpServer()).get(character.modelPath!).expect(401);
    await secondHttp.get(`/media/characters/${character.id}/model-0000000000000000.glb`).expect(404);
    await secondHttp.get(`/media/characters/${character.id}/.hidden`).expect(404);

    const speech = await bucketObject(line.filePath!);
    const voice = await binaryBody(secondHttp.get(line.filePath!)).expect(200);
    expect(voice.headers['content-type']).toMatch(/^audio\//);
    expect(Buffer.compare(voice.body as Buffer, speech)).toBe(0);

    // Deleted through the second server: gone from the bucket, so the first one (which still has its copy) answers 404 too.
    await secondHttp.delete(`/api/characters/${character.id}`).expect(200);
    expect(await s3.keys(`${PREFIX}media/characters/${character.id}/`)).toEqual([]);
    expect(await s3.keys(`${PREFIX}media/voice-lines/${line.id}/`)).toEqual([]);
    await firstHttp.get(character.modelPath!).expect(404);
  }, 120_000);

  it(
    'renders a scene on a worker process with a DATA_DIR of its own, from media another server made, and the API server serves the video',
    async () => {
      const set = await newSet(secondHttp, projectId, { type: 'farm' });
      const actor = await newCharacter(secondHttp, projectId, { name: 'Mae' });
      const track = await newMusicTrack(secondHttp, projectId);
      const created = await newScene(secondHttp, projectId, { setId: set.id, musicId: track.id });
      await linkCharacter(secondHttp, created.id, actor.id);
      const line = await newVoiceLine(secondHttp, actor.id, { sceneId: created.id, text: 'Hello.' });
      // From here on only the worker takes jobs.
      await first!.close();
      first = undefined;
      const workerEnv = serverEnv();
      worker = await startWorkerProcess(workerEnv);

      const job = jobSchema.parse((await secondHttp.post(`/api/scenes/${created.id}/render`).send({ resolution: '640x360' }).expect(202)).body);
      expect(await settledJob(secondHttp, job.id, RENDER_TIMEOUT_MS)).toMatchObject({ state: 'complete', error: null });
      const scene = sceneSchema.parse((await secondHttp.get(`/api/scenes/${created.id}`).expect(200)).body);
      expect(scene.renderedPath).toMatch(/^\/media\/scenes\/\d+\/render-[0-9a-f]+\.mp4$/);

      // The worker fetched the inputs the first server generated into its own cache, and put the render in the bucket.
      for (const url of [set.scenePath!, actor.modelPath!, track.filePath!, line.filePath!]) {
        expect([url, existsSync(cachedMedia(workerEnv.DATA_DIR, url))]).toEqual([url, true]);
      }
      const video = await bucketObject(scene.renderedPath!);
      const served = await binaryBody(secondHttp.get(scene.renderedPath!)).expect(200);
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(Buffer.compare(served.body as Buffer, video)).toBe(0);
      expect(video.subarray(4, 8).toString()).toBe('ftyp');
      for (const url of [scene.posterPath!, scene.subtitlesPath!]) await secondHttp.get(url).expect(200);
    },
    RENDER_TIMEOUT_MS + 120_000,
  );
});

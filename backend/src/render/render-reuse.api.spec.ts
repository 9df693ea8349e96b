import { jobSchema, type Job } from '@studio/contracts/jobs';
import { sceneSchema, type Scene } from '@studio/contracts/scenes';
import { sceneTimelineSchema, type SceneTimeline } from '@studio/contracts/timeline';
import { MoreThan } from 'typeorm';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { downloadToFile, settledJob } from '../../test/renders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobEntity } from '../jobs/job.entity';
import { runFfmpeg } from './ffmpeg-process';
import { KEY_MARGIN_SECONDS } from './chunk-keys';
import { forgetChunks, renderCacheDir } from './render-chunk-cache';
import type { RenderChunkPayload } from './scene-render-chunk.job';
import type { RenderedScene } from './scene-render.job';
import { splitIntoChunks, type FrameChunk } from './scene-render-pipeline';

const RENDER_TIMEOUT_MS = 240_000;
/** One-second chunks, so a line's shots are a few of the scene's. */
const CHUNK_FRAMES = 24;

describe(`Re-rendering only what changed (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let ready: Scene;
  let lineIds: number[];

  const timelineOf = async (id: number): Promise<SceneTimeline> => sceneTimelineSchema.parse((await ctx.http.get(`/api/scenes/${id}/timeline`).expect(200)).body);
  /** ffmpeg's MD5 of every decoded frame and audio packet of a render, in order. */
  const frameHashes = async (url: string): Promise<string[]> => {
    const file = await downloadToFile(ctx.http, url);
    try {
      const hashes = (await runFfmpeg(['-i', file.path, '-f', 'framemd5', '-'])).toString('utf8');
      return hashes.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    } finally {
      file.dispose();
    }
  };
  /**
   * Renders the draft (quick) and waits for it; returns the job, the chunks its chunk jobs drew and
   * its frames' hashes (taken now: the next render replaces its file).
   */
  const renderScene = async (): Promise<{ job: Job; drawn: FrameChunk[]; hashes: string[] }> => {
    const queued = jobSchema.parse((await ctx.http.post(`/api/scenes/${ready.id}/render`).send({ resolution: '640x360' }).expect(202)).body);
    const job = await settledJob(ctx.http, queued.id, RENDER_TIMEOUT_MS);
    expect(job).toMatchObject({ state: 'complete', error: null });
    const rows = await ctx.dataSource.getRepository(JobEntity).find({ where: { type: 'scene.render-chunk', id: MoreThan(job.id) }, order: { id: 'ASC' } });
    const drawn = rows.map((row) => (JSON.parse(row.payload!) as RenderChunkPayload).chunk).sort((a, b) => a.index - b.index);
    const video = sceneSchema.parse((await ctx.http.get(`/api/scenes/${ready.id}`).expect(200)).body).renderedPath!;
    return { job, drawn, hashes: await frameHashes(video) };
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RENDER_PARALLELISM: '1', RENDER_CHUNK_FRAMES: String(CHUNK_FRAMES) } });
    const projectId = (await newProject(ctx.http)).id;
    const set = await newSet(ctx.http, projectId, { type: 'farm' });
    const cast = [await newCharacter(ctx.http, projectId, { name: 'Rex' }), await newCharacter(ctx.http, projectId, { name: 'Mae' })];
    const track = await newMusicTrack(ctx.http, projectId);
    const created = await newScene(ctx.http, projectId, { setId: set.id, musicId: track.id });
    for (const character of cast) await linkCharacter(ctx.http, created.id, character.id);
    const texts = ['Ahoy there, Mae.', 'Hello, Rex. Is the harvest in?', 'Every last row of it.', 'Then we rest tonight.'];
    lineIds = [];
    for (const [index, text] of texts.entries()) lineIds.push((await newVoiceLine(ctx.http, cast[index % 2].id, { sceneId: created.id, text })).id);
    ready = sceneSchema.parse((await ctx.http.get(`/api/scenes/${created.id}`).expect(200)).body);
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  it(
    "after one line's camera changes, draws only the chunks that show its shots, and the film equals a full render of the edited scene",
    async () => {
      const before = await timelineOf(ready.id);
      const chunks = splitIntoChunks(before.frameCount, CHUNK_FRAMES, 1);
      const first = await renderScene();
      expect(first.drawn).toHaveLength(chunks.length);
      expect(first.job.result).toMatchObject({ chunks: { total: chunks.length, drawn: chunks.length } });

      // The third line to a close-up.
      await ctx.http.put(`/api/voicelines/${lineIds[2]}`).send({ camera: { kind: 'close-up' } }).expect(200);
      const after = await timelineOf(ready.id);
      expect(after.frameCount).toBe(before.frameCount);
      const changedShots = after.shots.filter(({ index: _index, ...shot }) => !before.shots.some(({ index: _other, ...old }) => JSON.stringify(old) === JSON.stringify(shot)));
      expect(changedShots.map((shot) => shot.kind)).toContain('close');
      const shows = (chunk: FrameChunk, margin: number) =>
        changedShots.some((shot) => shot.start <= (chunk.endFrame - 1) / after.fps + margin && shot.end > chunk.startFrame / after.fps - margin);

      const again = await renderScene();
      const drawn = again.drawn.map((chunk) => chunk.index);
      // Every chunk showing a changed shot was drawn; none further than the key's margin from one was.
      expect(drawn).toEqual(expect.arrayContaining(chunks.filter((chunk) => shows(chunk, 0)).map((chunk) => chunk.index)));
      for (const chunk of again.drawn) expect(shows(chunk, KEY_MARGIN_SECONDS)).toBe(true);
      expect(drawn.length).toBeLessThan(chunks.length);
      expect((again.job.result as RenderedScene).chunks).toEqual({ total: chunks.length, drawn: drawn.length });

      // The reference: the edited scene drawn whole, with nothing kept from before.
      await forgetChunks(renderCacheDir(ctx.app.get<AppConfig>(APP_CONFIG).dataDir, ready.id));
      const full = await renderScene();
      expect(full.drawn).toHaveLength(chunks.length);
      expect(again.hashes.length).toBeGreaterThanOrEqual(after.frameCount);
      expect(again.hashes).toEqual(full.hashes);
    },
    RENDER_TIMEOUT_MS * 3,
  );
});

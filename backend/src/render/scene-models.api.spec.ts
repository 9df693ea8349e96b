import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type { Character } from '@studio/contracts/characters';
import { sceneReadinessSchema } from '@studio/contracts/director';
import { jobListSchema, jobSchema, type Job } from '@studio/contracts/jobs';
import { DRAFT_RENDER_RESOLUTION, sceneSchema, type Scene } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { chunkJobsSince, fakeFrameSession, settledJob } from '../../test/renders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { holdCharacterBuilds } from '../../test/models';
import { LOCAL_MODEL_ENGINE } from '../engine-selection';
import { EngineError } from '../engines/engine.errors';
import type { ModelEngine } from '../engines/engine.types';
import { FakeMeshyServer } from '../engines/cloud/testing/fake-meshy-server';
import { MediaStorage } from '../media/media-storage.service';
import { runFfmpeg } from './ffmpeg-process';
import { FRAME_RENDERER, type FrameRenderer } from './frame-renderer';

const MESHY_KEY = 'msy_scene_models_test_3a9c';

/**
 * No placeholders in a film: a render draws only once every model of its scene exists. The frames
 * come from a stand-in renderer (flat JPEGs, so renders are quick) that keeps the timelines it was
 * opened with: what a real browser would have drawn.
 */
describe(`renders generate the 3D models their scene lacks (${process.env.TEST_DB})`, () => {
  const meshy = new FakeMeshyServer(MESHY_KEY);
  let ctx: TestApp;
  let projectId: number;
  let trackId: number;
  let localEngine: ModelEngine;
  /** The timelines the renderer drew, in order. */
  let drawn: SceneTimeline[];

  const job = async (id: number) => jobSchema.parse((await ctx.http.get(`/api/jobs/${id}`).expect(200)).body);
  const render = async (sceneId: number) => jobSchema.parse((await ctx.http.post(`/api/scenes/${sceneId}/render`).send({ resolution: DRAFT_RENDER_RESOLUTION }).expect(202)).body);
  const readiness = async (sceneId: number) =>
    sceneReadinessSchema.parse((await ctx.http.get(`/api/director/${projectId}/scene/${sceneId}/readiness`).expect(200)).body);
  const scene = async (id: number) => sceneSchema.parse((await ctx.http.get(`/api/scenes/${id}`).expect(200)).body);
  const character = async (id: number) => (await ctx.http.get(`/api/characters/${id}`).expect(200)).body as Character;
  const modelJobsOf = async (type: Job['type'], targetId: number) =>
    jobListSchema.parse((await ctx.http.get('/api/jobs').query({ projectId }).expect(200)).body).filter((row) => row.type === type && row.target.id === targetId);
  const fileOf = (url: string | null) => (url === null ? null : ctx.app.get(MediaStorage).pathOf(url));
  /** Every model the timeline draws is a file in /media: nothing is drawn as a stand-in. */
  const drawsNoStandIn = (timeline: SceneTimeline) =>
    [timeline.set.modelUrl, ...timeline.blocking.map((mark) => mark.modelUrl)].every((url) => {
      const path = fileOf(url);
      return path !== null && existsSync(path);
    });
  /** Polls the job until `done` holds. */
  const jobUntil = async (id: number, done: (current: Job) => boolean, what: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const current = await job(id);
      if (done(current)) return current;
      if (Date.now() > deadline) throw new Error(`job ${id} not ${what}: ${JSON.stringify(current)}`);
      await delay(20);
    }
  };
  /** The target's model job, once there is one: a render names the models it generates just before it queues their jobs. */
  const modelJobOf = async (type: Job['type'], targetId: number) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [found] = await modelJobsOf(type, targetId);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} job for ${targetId}`);
      await delay(20);
    }
  };
  /** A ready scene on `setId` with `cast`, the first of whom speaks a line. */
  const readyScene = async (setId: number, cast: Character[]): Promise<Scene> => {
    const created = await newScene(ctx.http, projectId, { setId, musicId: trackId });
    for (const member of cast) await linkCharacter(ctx.http, created.id, member.id);
    await newVoiceLine(ctx.http, cast[0].id, { sceneId: created.id, text: 'All hands on deck.' });
    return scene(created.id);
  };
  /** A ready scene on a new set whose one character, named `name`, has lost its model file since. */
  const sceneWithLostModel = async (name: string): Promise<{ made: Scene; performer: Character }> => {
    const set = await newSet(ctx.http, projectId);
    const performer = await newCharacter(ctx.http, projectId, { name });
    const made = await readyScene(set.id, [performer]);
    await rm(fileOf(performer.modelPath)!);
    return { made, performer };
  };

  beforeAll(async () => {
    await meshy.start();
    ctx = await createTestApp({ env: { MESHY_BASE_URL: meshy.baseUrl, MESHY_POLL_INTERVAL_MS: '20', MESHY_API_KEY: '' } });
    projectId = (await newProject(ctx.http)).id;
    trackId = (await newMusicTrack(ctx.http, projectId)).id;
    localEngine = ctx.app.get<ModelEngine>(LOCAL_MODEL_ENGINE);
  });
  beforeEach(async () => {
    drawn = [];
    const frame = await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=navy:s=640x360', '-frames:v', '1', '-f', 'mjpeg', '-']);
    jest.spyOn(ctx.app.get<FrameRenderer>(FRAME_RENDERER), 'open').mockImplementation(async (timeline) => {
      drawn.push(timeline);
      return fakeFrameSession(async () => frame);
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await ctx.close();
    await meshy.close();
  });

  it('a cast and set made while Meshy was chosen get their models from the render, before any frame; readiness says so all along', async () => {
    // With a cloud engine, creating them queues nothing: each model would cost money.
    await ctx.http.put('/api/settings/keys/meshy').send({ key: MESHY_KEY }).expect(200);
    const set = await newSet(ctx.http, projectId, { name: 'Reyes Farm', type: 'farm' });
    const reyes = await newCharacter(ctx.http, projectId, { name: 'Captain Reyes' });
    await ctx.http.delete('/api/settings/keys/meshy').expect(200);
    expect([set.scenePath, reyes.modelPath]).toEqual([null, null]);
    const made = await readyScene(set.id, [reyes]);

    const before = await readiness(made.id);
    expect(before).toMatchObject({
      ready: true,
      generating: ['No 3D model for Reyes Farm yet: rendering the scene generates it', 'No 3D model for Captain Reyes yet: rendering the scene generates it'],
    });
    expect(before.message).toBe(`${made.name} is ready to render. ${before.generating!.map((text) => `${text}.`).join(' ')}`);

    const release = holdCharacterBuilds(localEngine);
    const rendering = await render(made.id);
    const waiting = await jobUntil(rendering.id, (current) => current.stage === 'generating 3D models for Reyes Farm, Captain Reyes', 'generating the models');
    expect(waiting.state).toBe('running');
    await jobUntil((await modelJobOf('set.model', set.id)).id, (current) => current.state === 'complete', 'complete');
    await jobUntil((await modelJobOf('character.model', reyes.id)).id, (current) => current.state === 'running', 'building');
    expect((await readiness(made.id)).generating).toEqual(['Generating 3D model for Captain Reyes']);
    expect(drawn).toEqual([]);

    release();
    expect(await settledJob(ctx.http, rendering.id, 60_000)).toMatchObject({ state: 'complete', error: null });
    expect(drawn.length).toBeGreaterThan(0);
    for (const timeline of drawn) expect(drawsNoStandIn(timeline)).toBe(true);
    const modeled = await character(reyes.id);
    expect(drawn[0].blocking.map((mark) => mark.modelUrl)).toEqual([modeled.modelPath]);
    expect(modeled).toMatchObject({ status: 'complete', modelPath: expect.stringMatching(/^\/media\/characters\//) });
    // Made by the local engine once the key was gone, each by one model job.
    for (const [type, id] of [['character.model', reyes.id], ['set.model', set.id]] as const) {
      expect((await modelJobsOf(type, id)).map((row) => [row.state, (row.result as { engine: string }).engine])).toEqual([['complete', 'local']]);
    }
    expect(meshy.requests.filter((request) => request.method === 'POST')).toEqual([]);
    const after = await readiness(made.id);
    expect(after).toMatchObject({ ready: true, message: `${made.name} is ready to render.` });
    expect(after.generating).toBeUndefined();
  });

  it('a model whose file is gone is built again before the render draws', async () => {
    const { made, performer: mae } = await sceneWithLostModel('Mae');
    expect((await readiness(made.id)).generating).toEqual(['No 3D model for Mae yet: rendering the scene generates it']);

    expect(await settledJob(ctx.http, (await render(made.id)).id, 60_000)).toMatchObject({ state: 'complete' });
    const rebuilt = await character(mae.id);
    expect(rebuilt.modelPath).not.toBe(mae.modelPath);
    expect(drawn.map((timeline) => timeline.blocking[0].modelUrl)).toEqual(drawn.map(() => rebuilt.modelPath));
    for (const timeline of drawn) expect(drawsNoStandIn(timeline)).toBe(true);
  });

  it("joins the model job a click started instead of starting another, and draws once it is done", async () => {
    const { made, performer: gale } = await sceneWithLostModel('Gale');
    const release = holdCharacterBuilds(localEngine);
    const clicked = jobSchema.parse((await ctx.http.post(`/api/characters/${gale.id}/generate-model`).expect(202)).body);
    const rendering = await render(made.id);
    await jobUntil(rendering.id, (current) => current.stage === 'generating 3D model for Gale', 'generating the model');
    expect((await modelJobsOf('character.model', gale.id)).filter((row) => row.id > clicked.id)).toEqual([]);

    release();
    expect(await settledJob(ctx.http, rendering.id, 60_000)).toMatchObject({ state: 'complete' });
    expect(await job(clicked.id)).toMatchObject({ state: 'complete', result: { modelUrl: (await character(gale.id)).modelPath } });
    expect((await modelJobsOf('character.model', gale.id)).filter((row) => row.id > clicked.id)).toEqual([]);
    for (const timeline of drawn) expect(drawsNoStandIn(timeline)).toBe(true);
  });

  it('fails the render naming the model and why when its generation fails, drawing nothing', async () => {
    const { made } = await sceneWithLostModel('Ned');
    jest.spyOn(localEngine, 'buildCharacter').mockRejectedValue(new EngineError('local model builder', 'building the character', 'no bones left'));

    const rendering = await render(made.id);
    const failed = await settledJob(ctx.http, rendering.id, 60_000);
    expect(failed).toMatchObject({
      state: 'failed',
      stage: 'generating 3D model for Ned',
      error:
        'generating 3D model for Ned: the 3D model for Ned could not be generated ' +
        '(building model: local model builder failed while building the character: no bones left)',
    });
    expect(drawn).toEqual([]);
    expect(await chunkJobsSince(ctx.dataSource, ctx.http, rendering.id)).toEqual([]);
    expect((await scene(made.id)).renderedPath).toBeNull();
  });
});

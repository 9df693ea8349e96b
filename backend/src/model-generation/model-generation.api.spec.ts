import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Character } from '@studio/contracts/characters';
import type { JobEvent, LiveEvent } from '@studio/contracts/events';
import { jobListSchema, jobSchema, type Job, type JobState } from '@studio/contracts/jobs';
import { generatedModelSchema } from '@studio/contracts/models';
import { setSchema } from '@studio/contracts/sets';
import request from 'supertest';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { newCharacter, newProject, newQueuedCharacter, newQueuedSet, newSet } from '../../test/factories';
import { downloadMedia, holdCharacterBuilds, inspectGlb } from '../../test/models';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOCAL_MODEL_ENGINE } from '../engine-selection';
import { EngineError } from '../engines/engine.errors';
import type { ModelEngine } from '../engines/engine.types';
import { FakeMeshyServer } from '../engines/cloud/testing/fake-meshy-server';
import { MediaStorage, type MediaOwner } from '../media/media-storage.service';

const MESHY_KEY = 'msy_models_api_test_7e11';

const isJobEvent =
  (jobId: number, states: readonly JobState[] = ['queued', 'running', 'complete', 'failed']) =>
  (event: LiveEvent): event is { kind: 'job'; data: JobEvent } =>
    event.kind === 'job' && event.data.id === jobId && states.includes(event.data.state);

/** The local engine's character clips: two loops and the one-shot gestures. */
/** Generated characters carry no baked clips: the player poses their rig (packages/scene-timeline/src/rig.ts). */
const CHARACTER_ANIMATIONS: string[] = [];

describe(`3D model generation (${process.env.TEST_DB})`, () => {
  const meshy = new FakeMeshyServer(MESHY_KEY);
  let ctx: TestApp;
  let stream: EventStream;
  let projectId: number;
  let mediaRoot: string;
  let localEngine: ModelEngine;

  const storedFiles = (owner: MediaOwner, id: number): string[] => {
    const dir = join(mediaRoot, owner, String(id));
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  /** The job's events on the live stream once it has finished, checked for order. */
  const finishedJob = async (job: Job): Promise<JobEvent[]> => {
    await stream.waitFor(isJobEvent(job.id, ['complete', 'failed']), 20_000);
    const events = stream.events().filter(isJobEvent(job.id)).map((event) => event.data);
    const states = events.map((event) => event.state);
    expect(states).toEqual(['queued', ...states.slice(1, -1).map(() => 'running'), states.at(-1)]);
    const progress = events.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((left, right) => left - right));
    return events;
  };
  const stagesOf = (events: JobEvent[]) => events.map((event) => event.stage).filter((stage, i, all) => stage !== all[i - 1]);
  const generateForCharacter = async (id: number) =>
    jobSchema.parse((await ctx.http.post(`/api/characters/${id}/generate-model`).expect(202)).body);
  const generateForSet = async (id: number) => jobSchema.parse((await ctx.http.post(`/api/sets/${id}/generate-model`).expect(202)).body);
  const character = async (id: number) => (await ctx.http.get(`/api/characters/${id}`).expect(200)).body as Character;
  const set = async (id: number) => setSchema.parse((await ctx.http.get(`/api/sets/${id}`).expect(200)).body);
  /** The GLB at `url`, served from /media behind the session, validated and read. */
  const servedGlb = async (url: string) => {
    const download = await downloadMedia(ctx.http, url);
    expect(download.status).toBe(200);
    expect(download.contentType).toBe('model/gltf-binary');
    await request(ctx.app.getHttpServer()).get(url).expect(401);
    const glb = await inspectGlb(download.bytes);
    expect(glb.errors).toEqual([]);
    return glb;
  };

  beforeAll(async () => {
    await meshy.start();
    // Meshy is only used once a key is stored (the Meshy tests store one and remove it after).
    ctx = await createTestApp({ env: { MESHY_BASE_URL: meshy.baseUrl, MESHY_POLL_INTERVAL_MS: '20', MESHY_API_KEY: '' } });
    stream = await openEventStream(ctx.app, await sessionCookie(ctx.app));
    projectId = (await newProject(ctx.http)).id;
    mediaRoot = ctx.app.get(MediaStorage).root;
    localEngine = ctx.app.get<ModelEngine>(LOCAL_MODEL_ENGINE);
  });
  afterAll(async () => {
    stream.close();
    await ctx.close();
    await meshy.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** The model job a creation queued on its own, if any. */
  const creationJobOf = async (type: Job['type'], targetId: number) =>
    jobListSchema
      .parse((await ctx.http.get('/api/jobs').query({ projectId }).expect(200)).body)
      .filter((job) => job.type === type && job.target.id === targetId);

  it("creating a character or a set builds its model in a job, as a click would, with nobody clicking 'Generate 3D Model'", async () => {
    const created = await newQueuedCharacter(ctx.http, projectId, { name: 'Captain Reyes', isPirate: true });
    expect(created).toMatchObject({ status: 'pending', modelPath: null });
    const [job] = await creationJobOf('character.model', created.id);
    expect(job).toMatchObject({ type: 'character.model', target: { type: 'character', id: created.id }, projectId });
    const events = await finishedJob(job);
    expect(events.at(-1)).toMatchObject({ state: 'complete', progress: 100, error: null });
    expect(stagesOf(events)).toEqual([null, 'starting', 'building model', 'saving model']);
    const modeled = await character(created.id);
    expect(modeled).toEqual({ ...created, status: 'complete', modelPath: expect.stringMatching(new RegExp(`^/media/characters/${created.id}/model-.+\\.glb$`)) });
    expect((await servedGlb(modeled.modelPath!)).nodeNames).toEqual(expect.arrayContaining(['hips', 'Body', 'Hat']));

    const createdSet = await newQueuedSet(ctx.http, projectId, { name: 'Reyes Farm', type: 'farm' });
    const [setJob] = await creationJobOf('set.model', createdSet.id);
    expect((await finishedJob(setJob)).at(-1)).toMatchObject({ state: 'complete' });
    const modeledSet = await set(createdSet.id);
    expect(modeledSet).toMatchObject({ status: 'complete', scenePath: expect.stringMatching(new RegExp(`^/media/sets/${createdSet.id}/model-.+\\.glb$`)) });
    await servedGlb(modeledSet.scenePath!);
  });

  it("a click while the creation's model job is under way is refused naming it: still one job per target", async () => {
    const release = holdCharacterBuilds(localEngine);
    const created = await newQueuedCharacter(ctx.http, projectId);
    const [job] = await creationJobOf('character.model', created.id);
    const refused = await ctx.http.post(`/api/characters/${created.id}/generate-model`).expect(409);
    expect(refused.body.message).toMatch(new RegExp(`^Character ${created.id} already has a model being generated \\(job ${job.id} is (queued|running)\\)`));
    release();
    expect((await finishedJob(job)).at(-1)?.state).toBe('complete');
    expect(await creationJobOf('character.model', created.id)).toHaveLength(1);
  });

  it('builds a character model in a job: progress in order, modelPath set, a valid rigged GLB', async () => {
    const created = await newCharacter(ctx.http, projectId, { name: 'Rosa Martinez', description: 'A cheerful taco chef' });
    const job = await generateForCharacter(created.id);
    expect(job).toMatchObject({ type: 'character.model', target: { type: 'character', id: created.id }, projectId, state: 'queued' });

    const events = await finishedJob(job);
    expect(events.at(-1)).toMatchObject({ state: 'complete', progress: 100, error: null });
    expect(stagesOf(events)).toEqual([null, 'starting', 'building model', 'saving model']);
    const entityEvent = (event: LiveEvent) => event.kind === 'entity' && event.data.entity === 'character' && event.data.id === created.id;
    expect(stream.events().some(entityEvent)).toBe(true);

    const modeled = await character(created.id);
    expect(modeled).toEqual({ ...created, status: 'complete', modelPath: expect.stringMatching(new RegExp(`^/media/characters/${created.id}/model-.+\\.glb$`)) });
    const glb = await servedGlb(modeled.modelPath!);
    expect(glb.animationNames).toEqual(CHARACTER_ANIMATIONS);
    expect(glb.nodeNames).toEqual(expect.arrayContaining(['hips', 'head', 'jaw', 'leftEye', 'Body', 'Hat']));
    expect((await ctx.http.get(`/api/jobs/${job.id}`).expect(200)).body).toMatchObject({ result: { modelUrl: modeled.modelPath, engine: 'local' } });
  });

  it('dresses a pirate character in pirate gear, and a new model replaces the old file', async () => {
    const created = await newCharacter(ctx.http, projectId, { name: 'Captain Redbeard', description: 'A fearsome captain', isPirate: true });
    await finishedJob(await generateForCharacter(created.id));
    const first = await character(created.id);
    const glb = await servedGlb(first.modelPath!);
    expect(glb.nodeNames).toEqual(expect.arrayContaining(['Body', 'Hat']));
    expect(glb.animationNames).toEqual(CHARACTER_ANIMATIONS);

    await finishedJob(await generateForCharacter(created.id));
    const second = await character(created.id);
    expect(second).toMatchObject({ status: 'complete', modelPath: expect.any(String) });
    expect(second.modelPath).not.toBe(first.modelPath);
    // The first model's file is gone.
    expect(storedFiles('characters', created.id)).toEqual([second.modelPath!.split('/').pop()]);
    expect((await downloadMedia(ctx.http, first.modelPath!)).status).toBe(404);
  });

  it.each([
    { label: 'a taqueria', body: { name: 'Casa Rosa', type: 'taqueria' as const }, nodes: ['Counter', 'Comal', 'MenuBoard'], animations: [] },
    {
      label: 'a pirate ship deck on a stormy ocean',
      body: { name: 'The Black Gull', type: 'street' as const, oceanType: 'stormy' as const },
      nodes: ['Ocean', 'ShipDeck', 'Mast', 'Helm'],
      animations: ['sway'],
    },
  ])('builds $label for a set: scenePath set, a valid GLB', async ({ body, nodes, animations }) => {
    const created = await newSet(ctx.http, projectId, body);
    const job = await generateForSet(created.id);
    expect(job).toMatchObject({ type: 'set.model', target: { type: 'set', id: created.id }, state: 'queued' });
    const events = await finishedJob(job);
    expect(events.at(-1)).toMatchObject({ state: 'complete', progress: 100 });
    expect(stagesOf(events)).toEqual([null, 'starting', 'building model', 'saving model']);

    const modeled = await set(created.id);
    expect(modeled).toEqual({ ...created, status: 'complete', scenePath: expect.stringMatching(new RegExp(`^/media/sets/${created.id}/model-.+\\.glb$`)) });
    const glb = await servedGlb(modeled.scenePath!);
    expect(glb.nodeNames).toEqual(expect.arrayContaining(nodes));
    expect(glb.animationNames).toEqual(animations);
  });

  it('a failing engine marks the job and the character failed, naming the stage', async () => {
    jest.spyOn(localEngine, 'buildCharacter').mockRejectedValue(new EngineError('local model builder', 'building the character', 'no bones left'));
    // Its creation's job fails the same way; the click's is followed here.
    const created = await newCharacter(ctx.http, projectId);
    expect(created).toMatchObject({ status: 'failed', modelPath: null });
    const events = await finishedJob(await generateForCharacter(created.id));
    expect(events.at(-1)).toMatchObject({
      state: 'failed',
      stage: 'building model',
      error: 'building model: local model builder failed while building the character: no bones left',
    });
    expect(await character(created.id)).toMatchObject({ status: 'failed', modelPath: null });
    expect(storedFiles('characters', created.id)).toEqual([]);
  });

  it('writes nothing for a character deleted while its model is built', async () => {
    const created = await newCharacter(ctx.http, projectId);
    const build = localEngine.buildCharacter.bind(localEngine);
    jest.spyOn(localEngine, 'buildCharacter').mockImplementation(async (input, onProgress) => {
      await ctx.http.delete(`/api/characters/${created.id}`).expect(200);
      return build(input, onProgress);
    });
    const job = await generateForCharacter(created.id);
    const events = await finishedJob(job);
    expect(events.at(-1)?.state).toBe('complete');
    expect((await ctx.http.get(`/api/jobs/${job.id}`).expect(200)).body).toMatchObject({ result: { modelUrl: null, engine: 'local' } });
    await ctx.http.get(`/api/characters/${created.id}`).expect(404);
    expect(existsSync(join(mediaRoot, 'characters', String(created.id)))).toBe(false);
  });

  it('deleting a set removes its generated model from /media', async () => {
    const created = await newSet(ctx.http, projectId);
    await finishedJob(await generateForSet(created.id));
    const { scenePath } = await set(created.id);
    expect(storedFiles('sets', created.id)).toHaveLength(1);

    await ctx.http.delete(`/api/sets/${created.id}`).expect(200);

    expect(existsSync(join(mediaRoot, 'sets', String(created.id)))).toBe(false);
    await ctx.http.get(scenePath!).expect(404);
  });

  it('deleting a project removes its sets\' generated models', async () => {
    const doomed = await newProject(ctx.http);
    const created = await newSet(ctx.http, doomed.id);
    await finishedJob(await generateForSet(created.id));
    expect(storedFiles('sets', created.id)).toHaveLength(1);

    await ctx.http.delete(`/api/projects/${doomed.id}`).expect(200);

    expect(existsSync(join(mediaRoot, 'sets', String(created.id)))).toBe(false);
  });

  it('refuses a second model job while one is queued or running, and 404s for unknown ids', async () => {
    const created = await newCharacter(ctx.http, projectId);
    const release = holdCharacterBuilds(localEngine);
    const job = await generateForCharacter(created.id);
    await stream.waitFor(isJobEvent(job.id, ['running']));
    expect((await character(created.id)).status).toBe('in_progress');

    const refused = await ctx.http.post(`/api/characters/${created.id}/generate-model`).expect(409);
    expect(refused.body.message).toBe(`Character ${created.id} already has a model being generated (job ${job.id} is running); wait for it to finish.`);
    release();
    await finishedJob(job);
    expect((await character(created.id)).status).toBe('complete');
    // Done: a new one may start.
    await finishedJob(await generateForCharacter(created.id));

    await ctx.http.post('/api/characters/999999/generate-model').expect(404, { statusCode: 404, message: 'Character 999999 not found', error: 'Not Found' });
    await ctx.http.post('/api/sets/999999/generate-model').expect(404, { statusCode: 404, message: 'Set 999999 not found', error: 'Not Found' });
    await ctx.http.post('/api/sets/abc/generate-model').expect(400);
  });

  describe('with a Meshy key stored in Settings', () => {
    beforeEach(async () => {
      await ctx.http.put('/api/settings/keys/meshy').send({ key: MESHY_KEY }).expect(200);
      meshy.requests.splice(0);
    });
    afterEach(async () => {
      await ctx.http.delete('/api/settings/keys/meshy').expect(200);
    });

    it('creating a character or a set queues no model: each one costs money, so it waits for a click or a render', async () => {
      const created = await newQueuedCharacter(ctx.http, projectId, { name: 'Captain Dear' });
      const createdSet = await newQueuedSet(ctx.http, projectId, { name: 'Costly Cove' });
      expect(await creationJobOf('character.model', created.id)).toEqual([]);
      expect(await creationJobOf('set.model', createdSet.id)).toEqual([]);
      expect(await character(created.id)).toMatchObject({ status: 'pending', modelPath: null });
      expect(await set(createdSet.id)).toMatchObject({ status: 'pending', scenePath: null });
      expect(meshy.requests).toEqual([]);
    });

    it("the character's model comes from Meshy", async () => {
      const created = await newCharacter(ctx.http, projectId, { name: 'Captain Rosa', isPirate: true });
      const job = await generateForCharacter(created.id);
      const events = await finishedJob(job);
      expect(events.at(-1)).toMatchObject({ state: 'complete', progress: 100 });
      expect(stagesOf(events)).toEqual([null, 'starting', 'building model', 'saving model']);

      const create = meshy.requests.find((recorded) => recorded.method === 'POST')!;
      expect(create.headers.authorization).toBe(`Bearer ${MESHY_KEY}`);
      expect(JSON.parse(create.body.toString('utf8')).prompt).toContain('Captain Rosa');
      expect(meshy.requests.some((recorded) => /^\/assets\/.+\/model\.glb$/.test(recorded.path))).toBe(true);

      const modeled = await character(created.id);
      expect(modeled.status).toBe('complete');
      const glb = await servedGlb(modeled.modelPath!);
      // Meshy's models are static meshes.
      expect(glb.animationNames).toEqual([]);
      expect((await ctx.http.get(`/api/jobs/${job.id}`).expect(200)).body).toMatchObject({ result: { engine: 'meshy' } });
    });

    it('POST /api/generate/set-model builds with Meshy too', async () => {
      const generated = generatedModelSchema.parse(
        (await ctx.http.post('/api/generate/set-model').send({ setName: 'Black Pearl', oceanType: 'calm' }).expect(201)).body,
      );
      expect(generated.engine).toBe('meshy');
      expect(JSON.parse(meshy.requests[0].body.toString('utf8')).prompt).toContain('pirate ship deck on a calm ocean');
      await servedGlb(generated.modelUrl);
    });
  });

  describe('on demand', () => {
    it('POST /api/generate/character-model returns a valid rigged GLB', async () => {
      const response = await ctx.http
        .post('/api/generate/character-model')
        .send({ characterName: 'Captain Redbeard', description: 'A fearsome captain', isPirate: true })
        .expect(201);
      const generated = generatedModelSchema.parse(response.body);
      expect(generated).toMatchObject({ engine: 'local', animationNames: CHARACTER_ANIMATIONS });
      expect(generated.modelUrl).toMatch(/^\/media\/generated\/0\/character-model-.+\.glb$/);
      const glb = await servedGlb(generated.modelUrl);
      expect(glb.nodeNames).toEqual(generated.nodeNames);
      expect(glb.nodeNames).toContain('Hat');
    });

    it("POST /api/generate/set-model picks the type from the description's words", async () => {
      const response = await ctx.http
        .post('/api/generate/set-model')
        .send({ setName: 'Lunch Rush', description: 'A busy taqueria at noon' })
        .expect(201);
      const generated = generatedModelSchema.parse(response.body);
      expect(generated.nodeNames).toEqual(expect.arrayContaining(['Counter', 'Comal']));
      expect(generated.modelUrl).toMatch(/^\/media\/generated\/0\/set-model-.+\.glb$/);
      await servedGlb(generated.modelUrl);
    });

    it('400 without a name, building nothing', async () => {
      const before = storedFiles('generated', 0).length;
      const character = await ctx.http.post('/api/generate/character-model').send({ description: 'Nameless' }).expect(400);
      expect(character.body.message).toBe('Validation failed: Character name is required.');
      const emptySet = await ctx.http.post('/api/generate/set-model').send({ setName: '  ' }).expect(400);
      expect(emptySet.body.message).toBe('Validation failed: Set name is required.');
      expect(storedFiles('generated', 0)).toHaveLength(before);
    });
  });
});

import { projectFilmSchema } from '@studio/contracts/films';
import { jobListSchema, jobSchema } from '@studio/contracts/jobs';
import { projectOverviewSchema } from '@studio/contracts/overview';
import { sceneListSchema, sceneSchema, type Scene } from '@studio/contracts/scenes';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { fakeFrameSession, settledJob } from '../../test/renders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { settledVoiceLine } from '../../test/voice-lines';
import { runFfmpeg } from './ffmpeg-process';
import { FRAME_RENDERER, type FrameRenderer } from './frame-renderer';

const RENDER_TIMEOUT_MS = 120_000;

describe(`Renders that know they are out of date (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let projectId: number;
  let scene: Scene;
  let lineIds: number[];
  let otherSetId: number;
  let otherTrackId: number;
  let extraId: number;

  /** Whether the scene's render is out of date, as GET /api/scenes/:id, the project's scene list and its overview each say. */
  const outdated = async (): Promise<boolean[]> => {
    const one = sceneSchema.parse((await ctx.http.get(`/api/scenes/${scene.id}`).expect(200)).body);
    const listed = sceneListSchema.parse((await ctx.http.get(`/api/projects/${projectId}/scenes`).expect(200)).body).find((candidate) => candidate.id === scene.id);
    const overview = projectOverviewSchema.parse((await ctx.http.get(`/api/projects/${projectId}/overview`).expect(200)).body);
    return [one.renderOutdated, listed!.renderOutdated, overview.scenes.find((candidate) => candidate.id === scene.id)!.renderOutdated];
  };
  const renderJobsOfScene = async () =>
    jobListSchema.parse((await ctx.http.get('/api/jobs').query({ projectId }).expect(200)).body).filter((job) => job.type === 'scene.render' && job.target.id === scene.id);
  const render = async () => {
    const queued = jobSchema.parse((await ctx.http.post(`/api/scenes/${scene.id}/render`).send({ resolution: '640x360' }).expect(202)).body);
    expect(await settledJob(ctx.http, queued.id, RENDER_TIMEOUT_MS)).toMatchObject({ state: 'complete' });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    // The frames are flat colour: what is checked here is which content a render was made from, not its pixels.
    const frame = await runFfmpeg(['-f', 'lavfi', '-i', 'color=c=navy:s=640x360', '-frames:v', '1', '-f', 'mjpeg', '-']);
    jest.spyOn(ctx.app.get<FrameRenderer>(FRAME_RENDERER), 'open').mockImplementation(async () => fakeFrameSession(async () => frame));
    projectId = (await newProject(ctx.http)).id;
    const [set, otherSet] = [await newSet(ctx.http, projectId, { type: 'farm' }), await newSet(ctx.http, projectId, { type: 'farm' })];
    otherSetId = otherSet.id;
    const cast = [await newCharacter(ctx.http, projectId, { name: 'Rex' }), await newCharacter(ctx.http, projectId, { name: 'Mae' })];
    extraId = (await newCharacter(ctx.http, projectId, { name: 'Bo' })).id;
    const [track, otherTrack] = [await newMusicTrack(ctx.http, projectId), await newMusicTrack(ctx.http, projectId)];
    otherTrackId = otherTrack.id;
    const created = await newScene(ctx.http, projectId, { setId: set.id, musicId: track.id });
    for (const character of cast) await linkCharacter(ctx.http, created.id, character.id);
    lineIds = [
      (await newVoiceLine(ctx.http, cast[0].id, { sceneId: created.id, text: 'Ahoy there.' })).id,
      (await newVoiceLine(ctx.http, cast[1].id, { sceneId: created.id, text: 'Hello, Rex.' })).id,
    ];
    scene = sceneSchema.parse((await ctx.http.get(`/api/scenes/${created.id}`).expect(200)).body);
  }, 180_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await ctx.close();
  });

  it('is not out of date before any render, nor right after one', async () => {
    expect(scene.renderedPath).toBeNull();
    expect(await outdated()).toEqual([false, false, false]);
    await render();
    expect(await outdated()).toEqual([false, false, false]);
  });

  /** Where a change is sent: one of the scene's lines, or the scene. */
  const urlOf = (target: 'first line' | 'second line' | 'scene') =>
    target === 'scene' ? `/api/scenes/${scene.id}` : `/api/voicelines/${lineIds[target === 'first line' ? 0 : 1]}`;
  it.each<[string, Parameters<typeof urlOf>[0], () => object, () => object]>([
    ["a line's shot", 'first line', () => ({ camera: { kind: 'close-up' } }), () => ({ camera: null })],
    ["a line's action", 'second line', () => ({ action: 'wave' }), () => ({ action: null })],
    ["a line's pause", 'second line', () => ({ pauseBefore: 800 }), () => ({ pauseBefore: null })],
    ["the scene's time of day", 'scene', () => ({ timeOfDay: 'night' }), () => ({ timeOfDay: null })],
    ["the scene's weather", 'scene', () => ({ weather: 'rain' }), () => ({ weather: null })],
    ["the scene's pace", 'scene', () => ({ pace: 'brisk' }), () => ({ pace: null })],
    ["the scene's set", 'scene', () => ({ setId: otherSetId }), () => ({ setId: scene.setId })],
    ["the scene's music", 'scene', () => ({ musicId: otherTrackId }), () => ({ musicId: scene.musicId })],
  ])('is out of date after a change to %s, and up to date again once it is undone', async (_what, target, change, undo) => {
    await ctx.http.put(urlOf(target)).send(change()).expect(200);
    expect(await outdated()).toEqual([true, true, true]);
    await ctx.http.put(urlOf(target)).send(undo()).expect(200);
    expect(await outdated()).toEqual([false, false, false]);
  });

  it('is out of date after a change to its cast, and up to date again once it is undone', async () => {
    await linkCharacter(ctx.http, scene.id, extraId);
    expect(await outdated()).toEqual([true, true, true]);
    await ctx.http.delete('/api/scene-characters').send({ sceneId: scene.id, characterId: extraId }).expect(200);
    expect(await outdated()).toEqual([false, false, false]);
  });

  it("is out of date once a line is said with another feeling (its new audio), and after a speaker's new voice; a render brings it up to date", async () => {
    await ctx.http.put(urlOf('first line')).send({ emotion: 'angry', intensity: 0.9 }).expect(200);
    await settledVoiceLine(ctx.http, lineIds[0]);
    expect(await outdated()).toEqual([true, true, true]);
    await render();
    expect(await outdated()).toEqual([false, false, false]);

    const speaker = scene.characters.find((character) => character.name === 'Mae')!;
    await ctx.http.put(`/api/characters/${speaker.id}`).send({ voice: { voice: 'en-us+f2', pitch: 80, rate: 150 } }).expect(200);
    expect(await outdated()).toEqual([true, true, true]);
    await settledVoiceLine(ctx.http, lineIds[1]);
    expect(await outdated()).toEqual([true, true, true]);
  });

  it('is rendered again by Render Film instead of joining its old video, and is up to date after', async () => {
    expect(await outdated()).toEqual([true, true, true]);
    const rendersBefore = (await renderJobsOfScene()).length;
    const film = jobSchema.parse((await ctx.http.post(`/api/director/${projectId}/render-film`).send({ resolution: '640x360' }).expect(202)).body);
    expect(await settledJob(ctx.http, film.id, RENDER_TIMEOUT_MS)).toMatchObject({ state: 'complete' });
    expect((await renderJobsOfScene()).length).toBe(rendersBefore + 1);
    expect(await outdated()).toEqual([false, false, false]);
    const { film: made } = projectFilmSchema.parse((await ctx.http.get(`/api/director/${projectId}/film`).expect(200)).body);
    expect(made?.chapters.map((chapter) => chapter.title)).toEqual([scene.name]);

    // Up to date, the next film joins the video it has.
    const again = jobSchema.parse((await ctx.http.post(`/api/director/${projectId}/render-film`).send({ resolution: '640x360' }).expect(202)).body);
    expect(await settledJob(ctx.http, again.id, RENDER_TIMEOUT_MS)).toMatchObject({ state: 'complete' });
    expect((await renderJobsOfScene()).length).toBe(rendersBefore + 1);
  });
});

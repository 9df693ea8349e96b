import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { JobEvent, LiveEvent } from '@studio/contracts/events';
import { jobSchema, type Job } from '@studio/contracts/jobs';
import { sceneSchema, type Scene } from '@studio/contracts/scenes';
import { sceneTimelineSchema, type SceneTimeline } from '@studio/contracts/timeline';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { downloadMedia } from '../../test/models';
import {
  audioRms,
  chunkJobsSince,
  distinctColours,
  downloadToFile,
  fakeFrameSession,
  frameRgbAt,
  frameRgbNumber,
  meanDifference,
  probeVideo,
  settledJob,
} from '../../test/renders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type SelectedVoiceEngine, VOICE_ENGINE } from '../engine-selection/selected-engines';
import { MediaStorage } from '../media/media-storage.service';
import { runFfmpeg } from './ffmpeg-process';
import { FRAME_RENDERER, type FrameRenderer } from './frame-renderer';
import { JobEntity } from '../jobs/job.entity';
import type { JobQueue } from '../jobs/job-queue';
import { JOB_QUEUE, JobsService } from '../jobs/jobs.service';
import { browserVersion, renderPageDir } from './chromium-frame-renderer';
import { keyChunks } from './chunk-keys';
import { chunkLook, forgetChunks, renderCacheDir } from './render-chunk-cache';
import { openWorkDir, renderWorkDir } from './render-work-dir';
import type { RenderScenePayload } from './scene-render.job';
import { SceneRenderChunkJob } from './scene-render-chunk.job';
import { prepareWorkDir, RENDER_STAGES, renderChunk, splitIntoChunks } from './scene-render-pipeline';
import { SceneTimelineService } from './scene-timeline.service';

const RENDER_TIMEOUT_MS = 180_000;
/** Small chunks, so the tiny scene's frames go to three chunk jobs (two drawn at once). */
const CHUNK_FRAMES = 60;
const PARALLELISM = 2;

describe(`Scene rendering (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let stream: EventStream;
  let projectId: number;
  let ready: Scene;
  let castNames: string[];
  let setName: string;
  let firstRender: Scene;
  /** The first render's frame in the middle of the first line (no subtitles burned in). */
  let plainFrame: Buffer;
  let middleOfFirstLine: number;

  const scene = async (id: number) => sceneSchema.parse((await ctx.http.get(`/api/scenes/${id}`).expect(200)).body);
  /**
   * The scene once its render's end has reached it: the job's row is written before the scene is
   * told (see JobsService.announce), so a scene read the moment the job reads settled may still
   * say in progress.
   */
  const settledScene = async (id: number) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const read = await scene(id);
      if (read.status !== 'in_progress' || Date.now() > deadline) return read;
      await delay(50);
    }
  };
  const timelineOf = async (id: number) => sceneTimelineSchema.parse((await ctx.http.get(`/api/scenes/${id}/timeline`).expect(200)).body);
  /** Without a body, as the spec's client sends it; the defaults apply. */
  const render = async (id: number, body?: object) => {
    const post = ctx.http.post(`/api/scenes/${id}/render`);
    return jobSchema.parse((await (body ? post.send(body) : post).expect(202)).body);
  };
  const jobEvents = (jobId: number) =>
    stream
      .events()
      .filter((event): event is Extract<LiveEvent, { kind: 'job' }> => event.kind === 'job' && event.data.id === jobId)
      .map((event) => event.data);
  const stagesOf = (events: JobEvent[]) => events.map((event) => event.stage).filter((stage, i, all) => stage !== null && stage !== all[i - 1]);
  /** The chunk jobs queued after job `renderJobId`, in the order they were queued (GET /api/jobs leaves them out). */
  const chunkJobsAfter = (renderJobId: number) => chunkJobsSince(ctx.dataSource, ctx.http, renderJobId);
  const flatFrame = () => runFfmpeg(['-f', 'lavfi', '-i', 'color=c=navy:s=640x360', '-frames:v', '1', '-f', 'mjpeg', '-']);
  const mediaExists = (url: string | null) => url !== null && existsSync(ctx.app.get(MediaStorage).pathOf(url)!);
  /** What renders left in their temporary folder: nothing, once they have finished. */
  const leftovers = () => readdirSync(join(ctx.app.get<AppConfig>(APP_CONFIG).dataDir, 'tmp'));
  /** Drops the chunks earlier renders of the scene kept, so the next render draws every chunk. */
  const forgetDrawnChunks = () => forgetChunks(renderCacheDir(ctx.app.get<AppConfig>(APP_CONFIG).dataDir, ready.id));

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RENDER_PARALLELISM: String(PARALLELISM), RENDER_CHUNK_FRAMES: String(CHUNK_FRAMES) } });
    stream = await openEventStream(ctx.app, await sessionCookie(ctx.app));
    projectId = (await newProject(ctx.http)).id;
    // A ready scene: a set and two characters with the models their creation built, a composed track, two short lines.
    const set = await newSet(ctx.http, projectId, { type: 'farm' });
    setName = set.name;
    const cast = [await newCharacter(ctx.http, projectId, { name: 'Rex' }), await newCharacter(ctx.http, projectId, { name: 'Mae' })];
    castNames = cast.map((character) => character.name);
    expect([set.scenePath, ...cast.map((character) => character.modelPath)].every((url) => url?.startsWith('/media/'))).toBe(true);
    const track = await newMusicTrack(ctx.http, projectId);
    expect(track.filePath).not.toBeNull();
    const created = await newScene(ctx.http, projectId, { setId: set.id, musicId: track.id });
    for (const character of cast) await linkCharacter(ctx.http, created.id, character.id);
    await newVoiceLine(ctx.http, cast[0].id, { sceneId: created.id, text: 'Ahoy there.' });
    await newVoiceLine(ctx.http, cast[1].id, { sceneId: created.id, text: 'Hello, Rex.' });
    ready = await scene(created.id);
  }, 120_000);
  afterAll(async () => {
    stream.close();
    await ctx.close();
  });
  // A browser a real render left waiting would serve the next test's render in place of the frame renderer it puts in.
  beforeEach(() => ctx.app.get(SceneRenderChunkJob).closeIdleSessions());
  afterEach(() => jest.restoreAllMocks());

  it('refuses the timeline and a render of an unready scene with 409 naming what is missing', async () => {
    const bare = await newScene(ctx.http, projectId);
    const expected = [`a set for ${bare.name}`, `a music track for ${bare.name}`, `a character in ${bare.name}`, `a voice line in ${bare.name}`].join('; ');
    const timeline = await ctx.http.get(`/api/scenes/${bare.id}/timeline`).expect(409);
    expect(timeline.body.message).toBe(`Scene ${bare.id} is not ready to render: ${expected}.`);
    const refused = await ctx.http.post(`/api/scenes/${bare.id}/render`).send({}).expect(409);
    expect(refused.body.message).toBe(timeline.body.message);
    await ctx.http.get('/api/scenes/999999/timeline').expect(404);

    // Everything there but a line that could not be spoken.
    const silent = await newScene(ctx.http, projectId, { setId: ready.setId!, musicId: ready.musicId! });
    await linkCharacter(ctx.http, silent.id, ready.characters[0].id);
    jest.spyOn(ctx.app.get<SelectedVoiceEngine>(VOICE_ENGINE), 'synthesize').mockRejectedValueOnce(new Error('no voice today'));
    const line = await newVoiceLine(ctx.http, ready.characters[0].id, { sceneId: silent.id, text: 'You will not hear this.' });
    expect(line).toMatchObject({ status: 'failed', filePath: null });
    const unspoken = await ctx.http.post(`/api/scenes/${silent.id}/render`).send({}).expect(409);
    expect(unspoken.body.message).toBe(`Scene ${silent.id} is not ready to render: ${ready.characters[0].name}'s line 'You will not hear this.'.`);
    await ctx.http.post(`/api/scenes/${ready.id}/render`).send({ resolution: '320x200' }).expect(400);
    expect((await ctx.http.get('/api/jobs').expect(200)).body.filter((job: Job) => job.type === 'scene.render')).toEqual([]);
  });

  it("builds the ready scene's timeline from its rows and audio lengths", async () => {
    const timeline = await timelineOf(ready.id);
    expect(timeline.sceneId).toBe(ready.id);
    expect(timeline.set.modelUrl).toMatch(/^\/media\/sets\//);
    expect(timeline.blocking.map((mark) => mark.name).sort()).toEqual([...castNames].sort());
    expect(timeline.blocking.every((mark) => mark.modelUrl?.startsWith('/media/characters/'))).toBe(true);
    expect(timeline.audio.voices).toHaveLength(2);
    for (const voice of timeline.audio.voices) expect(voice.end - voice.start).toBeGreaterThan(0.3);
    expect(timeline.audio.music?.url).toMatch(/^\/media\/music\//);
    expect(timeline.subtitles.map((cue) => `${cue.speaker}: ${cue.text}`)).toEqual(['Rex: Ahoy there.', 'Mae: Hello, Rex.']);
  });

  it(
    'renders an MP4 (H.264 + AAC, the timeline’s length) with voices over the music, a poster and an .srt',
    async () => {
      const timeline: SceneTimeline = await timelineOf(ready.id);
      const job = await render(ready.id);
      expect(job).toMatchObject({ type: 'scene.render', target: { type: 'scene', id: ready.id }, state: 'queued' });
      // A second render while this one is queued or running is refused.
      const twice = await ctx.http.post(`/api/scenes/${ready.id}/render`).send({}).expect(409);
      expect(twice.body.message).toMatch(/already being rendered/);
      const done = await settledJob(ctx.http, job.id, RENDER_TIMEOUT_MS);
      expect(done).toMatchObject({ state: 'complete', progress: 100, error: null });

      const events = jobEvents(job.id);
      expect(events.map((event) => event.progress)).toEqual(events.map((event) => event.progress).sort((a, b) => a - b));
      expect(stagesOf(events).filter((stage) => stage !== 'starting')).toEqual([...RENDER_STAGES]);

      // The scene's change is announced (its status going to in_progress, its render's paths, ready).
      // Counted from the job's 'queued' event: a target's change is announced before the job event
      // of the same state change, and the last may arrive just after the job's row says complete.
      const sceneChangesSinceQueued = () => {
        const all = stream.events();
        const queued = all.findIndex((event) => event.kind === 'job' && event.data.id === job.id);
        return all.slice(queued).filter((event) => event.kind === 'entity' && event.data.entity === 'scene' && event.data.id === ready.id);
      };
      await stream.waitFor(() => sceneChangesSinceQueued().length >= 2);
      for (const change of sceneChangesSinceQueued()) expect(change.data).toMatchObject({ projectId, change: 'updated' });

      // The frames were drawn by chunk jobs of this one process, one per chunk.
      const chunks = splitIntoChunks(timeline.frameCount, CHUNK_FRAMES, PARALLELISM);
      expect(chunks.length).toBe(3);
      const chunkJobs = await chunkJobsAfter(job.id);
      expect(chunkJobs).toHaveLength(chunks.length);
      for (const chunkJob of chunkJobs) {
        expect(chunkJob).toMatchObject({ state: 'complete', target: { type: 'scene', id: ready.id }, result: { worker: expect.any(String) } });
      }
      expect(chunkJobs.reduce((sum, chunkJob) => sum + (chunkJob.result as { frames: number }).frames, 0)).toBe(timeline.frameCount);
      // Users follow the render only: the job list leaves its chunks out.
      const listed = (await ctx.http.get('/api/jobs').expect(200)).body as Job[];
      expect(listed.map((listedJob) => listedJob.id)).toContain(job.id);
      expect(listed.filter((listedJob) => listedJob.type === 'scene.render-chunk')).toEqual([]);

      expect(leftovers()).toEqual([]);
      firstRender = await settledScene(ready.id);
      expect(firstRender).toMatchObject({
        status: 'ready',
        renderedPath: expect.stringMatching(new RegExp(`^/media/scenes/${ready.id}/render-.+\\.mp4$`)),
        posterPath: expect.stringMatching(/\.jpg$/),
        subtitlesPath: expect.stringMatching(/\.srt$/),
      });
      expect(firstRender.updatedAt > ready.updatedAt).toBe(true);

      const video = await downloadToFile(ctx.http, firstRender.renderedPath!);
      try {
        expect(video.contentType).toBe('video/mp4');
        const probed = await probeVideo(video.path);
        expect(probed.streams).toEqual([
          expect.objectContaining({ codec_type: 'video', codec_name: 'h264', pix_fmt: 'yuv420p', width: 1280, height: 720 }),
          expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
        ]);
        expect(Math.abs(probed.durationSeconds - timeline.durationSeconds)).toBeLessThanOrEqual(1 / timeline.fps + 1e-3);
        // Two chunks joined: every frame once, none lost or doubled at the seam.
        expect(Number(probed.streams[0].nb_read_packets)).toBe(timeline.frameCount);
        // Encoded in the render page by the browser, not handed over as JPEGs for x264 (which signs its streams).
        expect(readFileSync(video.path).includes('x264 - core')).toBe(false);
        // Louder where a voice speaks over the ducked music than in the establishing shot's music alone.
        const [line] = timeline.talking;
        const establishing = await audioRms(video.path, 1, timeline.shots[0].end - 0.3);
        const speaking = await audioRms(video.path, line.start + 0.05, line.end - 0.05);
        expect(speaking).toBeGreaterThan(establishing * 1.2);
        // The middle of a line shows the set and characters, not a blank frame.
        middleOfFirstLine = (line.start + line.end) / 2;
        plainFrame = await frameRgbAt(video.path, middleOfFirstLine, 1280, 720);
        expect(distinctColours(plainFrame)).toBeGreaterThan(200);
      } finally {
        video.dispose();
      }

      const srt = await downloadMedia(ctx.http, firstRender.subtitlesPath!);
      expect(srt.status).toBe(200);
      expect(srt.bytes.toString('utf8')).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\nRex: Ahoy there\.\n\n2\n/);
      const poster = await downloadMedia(ctx.http, firstRender.posterPath!);
      expect(poster.status).toBe(200);
      expect(poster.contentType).toBe('image/jpeg');
      expect(poster.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    },
    RENDER_TIMEOUT_MS,
  );

  it('fails a render naming the stage and keeps the previous render', async () => {
    expect(firstRender?.renderedPath).toBeTruthy();
    await forgetDrawnChunks();
    const renderer = ctx.app.get<FrameRenderer>(FRAME_RENDERER);
    jest.spyOn(renderer, 'open').mockRejectedValue(new Error('the GPU process crashed'));
    // By name, as the spec's route takes it: the cast and set must match.
    await ctx.http.post('/api/render/scene').send({ sceneName: 'No such scene', projectId }).expect(404);
    const mismatch = await ctx.http.post('/api/render/scene').send({ sceneName: ready.name, setName: 'The Moon', projectId }).expect(409);
    expect(mismatch.body.message).toContain(`its set is '${setName}', not 'The Moon'`);
    const job = jobSchema.parse(
      (await ctx.http.post('/api/render/scene').send({ sceneName: ready.name, characters: castNames, setName, projectId }).expect(202)).body,
    );
    expect(job.target).toEqual({ type: 'scene', id: ready.id });
    const failed = await settledJob(ctx.http, job.id);
    expect(failed).toMatchObject({ state: 'failed', stage: 'rendering frames' });
    expect(failed.error).toMatch(/^rendering frames: chunk \d of 3 \(frames \d+-\d+\): the GPU process crashed$/);
    const after = await settledScene(ready.id);
    expect(after).toMatchObject({
      status: 'ready',
      renderedPath: firstRender.renderedPath,
      posterPath: firstRender.posterPath,
      subtitlesPath: firstRender.subtitlesPath,
    });
    for (const url of [after.renderedPath, after.posterPath, after.subtitlesPath]) expect(mediaExists(url)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('fails a render whose chunks draw nothing for RENDER_STALL_SECONDS instead of waiting for ever, keeping the previous render', async () => {
    jest.replaceProperty(ctx.app.get<AppConfig>(APP_CONFIG).render, 'stallSeconds', 1);
    await forgetDrawnChunks();
    const renderer = ctx.app.get<FrameRenderer>(FRAME_RENDERER);
    // The browser hangs while it starts; it comes back only well after the stall limit.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const frame = await flatFrame();
    jest.spyOn(renderer, 'open').mockImplementation(async () => {
      await released;
      return fakeFrameSession(async () => frame);
    });
    const job = await render(ready.id);
    const releaseLater = setTimeout(release, 4000);
    try {
      const failed = await settledJob(ctx.http, job.id, 30_000);
      expect(failed).toMatchObject({ state: 'failed', stage: 'rendering frames' });
      expect(failed.error).toMatch(/^rendering frames: no frame was drawn for 1 s \(\d of \d chunks drawing stopped advancing\)$/);
    } finally {
      clearTimeout(releaseLater);
      release();
    }
    for (const chunkJob of await chunkJobsAfter(job.id)) expect(['complete', 'failed']).toContain((await settledJob(ctx.http, chunkJob.id)).state);
    expect(await settledScene(ready.id)).toMatchObject({ status: 'ready', renderedPath: firstRender.renderedPath, posterPath: firstRender.posterPath });
    expect(mediaExists(firstRender.renderedPath)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('fails a render whose chunks no process takes within RENDER_STALL_SECONDS, saying so, and keeps the previous render', async () => {
    jest.replaceProperty(ctx.app.get<AppConfig>(APP_CONFIG).render, 'stallSeconds', 1);
    await forgetDrawnChunks();
    // The queue accepts the chunk jobs but nothing takes them, as with workers that all went away.
    const queue = ctx.app.get<JobQueue>(JOB_QUEUE);
    const add = queue.add.bind(queue);
    jest.spyOn(queue, 'add').mockImplementation(async (jobId, lane) => (lane === 'render-chunk' ? undefined : add(jobId, lane)));
    const timeline = await timelineOf(ready.id);
    const chunkCount = splitIntoChunks(timeline.frameCount, CHUNK_FRAMES, PARALLELISM).length;

    const job = await render(ready.id);
    const failed = await settledJob(ctx.http, job.id, 30_000);

    expect(failed).toMatchObject({
      state: 'failed',
      stage: 'rendering frames',
      error: `rendering frames: no frame was drawn for 1 s (${chunkCount} of ${chunkCount} chunks never started: is a process taking render-chunk jobs?)`,
    });
    expect((await chunkJobsAfter(job.id)).map((chunkJob) => chunkJob.state)).toEqual(Array.from({ length: chunkCount }, () => 'queued'));
    expect(await settledScene(ready.id)).toMatchObject({ status: 'ready', renderedPath: firstRender.renderedPath, posterPath: firstRender.posterPath });
    expect(mediaExists(firstRender.renderedPath)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('fails a render naming the chunk that failed, stops the others and keeps the previous render', async () => {
    const timeline = await timelineOf(ready.id);
    const chunks = splitIntoChunks(timeline.frameCount, CHUNK_FRAMES, PARALLELISM);
    const second = chunks[1];
    await forgetDrawnChunks();
    const frame = await flatFrame();
    const renderer = ctx.app.get<FrameRenderer>(FRAME_RENDERER);
    // Flat frames (quick), but the second chunk's fifth frame cannot be drawn.
    const broken = second.startFrame + 4;
    jest.spyOn(renderer, 'open').mockImplementation(async () =>
      fakeFrameSession(async (seconds) => {
        if (Math.round(seconds * timeline.fps) === broken) throw new Error(`WebGL context lost at frame ${broken}`);
        return frame;
      }),
    );
    const job = await render(ready.id);
    const failed = await settledJob(ctx.http, job.id);
    expect(failed).toMatchObject({
      state: 'failed',
      stage: 'rendering frames',
      error: `rendering frames: chunk 2 of ${chunks.length} (frames ${second.startFrame}-${second.endFrame - 1}): WebGL context lost at frame ${broken}`,
    });
    // The others finish or stop; none is left waiting (one not started yet does nothing once it runs).
    const chunkJobs = await chunkJobsAfter(job.id);
    expect(chunkJobs).toHaveLength(chunks.length);
    for (const chunkJob of chunkJobs) expect(['complete', 'failed']).toContain((await settledJob(ctx.http, chunkJob.id)).state);
    expect(await settledScene(ready.id)).toMatchObject({ status: 'ready', renderedPath: firstRender.renderedPath, posterPath: firstRender.posterPath });
    expect(mediaExists(firstRender.renderedPath)).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it(
    'replaces the previous render on success, burning subtitles in when asked',
    async () => {
      const job = await render(ready.id, { burnSubtitles: true });
      expect(await settledJob(ctx.http, job.id, RENDER_TIMEOUT_MS)).toMatchObject({ state: 'complete', error: null });
      const second = await settledScene(ready.id);
      expect(second.renderedPath).not.toBe(firstRender.renderedPath);
      for (const url of [second.renderedPath, second.posterPath, second.subtitlesPath]) expect(mediaExists(url)).toBe(true);
      for (const url of [firstRender.renderedPath, firstRender.posterPath, firstRender.subtitlesPath]) expect(mediaExists(url)).toBe(false);
      // The same frames again (they depend only on time), now with the line's subtitle at the bottom.
      const video = await downloadToFile(ctx.http, second.renderedPath!);
      try {
        const subtitled = await frameRgbAt(video.path, middleOfFirstLine, 1280, 720);
        expect(meanDifference(plainFrame, subtitled, 1280, 0, 400)).toBeLessThan(1);
        expect(meanDifference(plainFrame, subtitled, 1280, 560, 720)).toBeGreaterThan(3);
      } finally {
        video.dispose();
      }
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'a render cut off by a restart runs again and reuses the chunks it had finished',
    async () => {
      const jobs = ctx.app.get(JobsService);
      const { timeline } = await ctx.app.get(SceneTimelineService).load(ready.id);
      const payload: RenderScenePayload = { sceneId: ready.id, resolution: '640x360', burnSubtitles: false };
      // The row and folder a crashed process left: the render running, its first chunk drawn (flat navy frames).
      const cutOff = await ctx.dataSource.getRepository(JobEntity).save({
        type: 'scene.render',
        targetType: 'scene',
        targetId: ready.id,
        projectId,
        state: 'running',
        progress: 20,
        stage: 'rendering frames',
        error: null,
        payload: JSON.stringify(payload),
        result: null,
        attempts: 1,
        createdAt: new Date(),
        startedAt: new Date(),
        finishedAt: null,
        updatedAt: new Date(),
      });
      // Keyed as the render keys them, so its run finds the plan it made.
      const fileOf = (url: string) => ctx.app.get(MediaStorage).pathOf(url);
      const browser = await browserVersion(ctx.app.get<AppConfig>(APP_CONFIG).render.chromiumPath);
      const look = await chunkLook(timeline, { resolution: payload.resolution, burnSubtitles: false, renderPageDir: renderPageDir(), browserVersion: browser }, fileOf);
      const chunks = keyChunks(timeline, splitIntoChunks(timeline.frameCount, CHUNK_FRAMES, PARALLELISM), look);
      const workDir = renderWorkDir(ctx.app.get<AppConfig>(APP_CONFIG).dataDir, cutOff.id);
      await openWorkDir(workDir, { timeline, resolution: payload.resolution, burnSubtitles: false, chunks });
      await prepareWorkDir(timeline, workDir);
      const frame = await flatFrame();
      await renderChunk({
        ...payload,
        timeline,
        fileOf: () => null,
        workDir,
        renderer: { open: async () => fakeFrameSession(async () => frame) },
        chunk: chunks[0],
        withPoster: true,
        onFrames: () => undefined,
      });

      await jobs.recover();
      const done = await settledJob(ctx.http, cutOff.id, RENDER_TIMEOUT_MS);
      expect(done).toMatchObject({ state: 'complete', attempts: 2 });
      // Only the chunks that were missing were drawn again.
      expect(await chunkJobsAfter(cutOff.id)).toHaveLength(chunks.length - 1);
      const video = await downloadToFile(ctx.http, (await scene(ready.id)).renderedPath!);
      try {
        expect(Number((await probeVideo(video.path)).streams[0].nb_read_packets)).toBe(timeline.frameCount);
        expect(distinctColours(await frameRgbNumber(video.path, 1, 640, 360))).toBeLessThan(10);
        expect(distinctColours(await frameRgbNumber(video.path, chunks[1].startFrame + 1, 640, 360))).toBeGreaterThan(200);
      } finally {
        video.dispose();
      }
      expect(leftovers()).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );

  it('writes nothing for a scene deleted while it renders', async () => {
    // Frames from a stand-in renderer (one flat JPEG), so this render is quick; the scene goes away once it opens.
    const frame = await flatFrame();
    const renderer = ctx.app.get<FrameRenderer>(FRAME_RENDERER);
    let deleted: Promise<unknown> | undefined;
    jest.spyOn(renderer, 'open').mockImplementation(async () => {
      deleted ??= ctx.http.delete(`/api/scenes/${ready.id}`).expect(200);
      await deleted;
      return fakeFrameSession(async () => frame);
    });
    const job = await render(ready.id);
    const done = await settledJob(ctx.http, job.id);
    expect(deleted).toBeDefined();
    expect(done).toMatchObject({ state: 'complete', result: { renderedPath: null, posterPath: null, subtitlesPath: null } });
    expect(existsSync(ctx.app.get(MediaStorage).ownerDir('scenes', ready.id))).toBe(false);
    expect(leftovers()).toEqual([]);
  });
});

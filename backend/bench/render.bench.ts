/**
 * Render benchmark: a 10 s scene (set + two characters built by the offline model engine, two
 * voiced lines, a composed track; at 1280x720 also with two listeners more, four performers)
 * rendered at 1280x720 with shadows and as the 640x360 draft through the real pipeline
 * (Chromium frames drawn by software WebGL: Mesa's llvmpipe, or SwiftShader without Mesa; x264
 * segments; ffmpeg mix and mux), in one chunk, in two parallel chunks, as two chunk jobs on two
 * worker processes (BullMQ, when Redis is reachable), and as the same jobs on one and on two
 * workers confined to one core each (how chunks scale with the cores workers bring), next to
 * ffmpeg's own encode of the same number of generated frames measured in the same run. How well
 * the workers scale is judged against how the same chunks scale on this machine when plain
 * processes draw them, one core each, with no jobs, database or Redis: what the cores themselves
 * give (on a virtual machine two busy cores slow each other down). Prints tables; never fails the
 * run on a missed goal.
 * Run after `npm run build -w @studio/backend && npm run build:bench -w @studio/backend`: node backend/dist-bench/render.bench.js
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { NestFactory } from '@nestjs/core';
import type { Job } from '@studio/contracts/jobs';
import { DEFAULT_RENDER_RESOLUTION, DRAFT_RENDER_RESOLUTION, type RenderResolution, type TimeOfDay } from '@studio/contracts/scenes';
import { SET_KIND_INFO, SET_KINDS, type SetKind } from '@studio/contracts/set-kinds';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { Redis } from 'ioredis';
import { buildSceneTimeline, ESTABLISHING_SECONDS, LINE_PAUSE_SECONDS } from '@studio/scene-timeline/scene-timeline';
import { AppModule } from '../src/app.module';
import { loadAppConfig } from '../src/config';
import { encodeWav, LocalModelEngine, renderTrack } from '../src/engines';
import { JobsRepository, JobsService } from '../src/jobs';
import { MediaStorage } from '../src/media';
import { ProjectsService } from '../src/projects';
import {
  browserVersion,
  ChromiumFrameRenderer,
  chunkLook,
  type FrameRenderer,
  H264_SETTINGS,
  joinRender,
  keepChunks,
  keyChunks,
  type KeyedChunk,
  openWorkDir,
  posterKey,
  posterSeconds,
  prepareWorkDir,
  renderOptionsFor,
  renderPageDir,
  renderSceneFiles,
  type RenderChunkPayload,
  type RenderedChunk,
  type RenderStage,
  renderWorkDir,
  restoreChunks,
  runFfmpeg,
  splitIntoChunks,
} from '../src/render';
import { DRAW_GO, DRAW_READY } from './draw-chunks-protocol';
import { printTable, type Row } from './table';

const SCENE_SECONDS = 10;
const FPS_GOAL = 24;
/**
 * Near-linear: 2 workers on a core each at least 90% of the speed-up the same chunks get from 2
 * plain processes on a core each (the machine's own ceiling, measured in the same run).
 */
const SCALING_GOAL = 0.9;
/** Rounds of the one-core runs (odd: each row is the median). */
const ONE_CORE_ROUNDS = 3;
/** The worker and scaling runs draw the draft size; the resolution table draws both. */
const RESOLUTION: RenderResolution = DRAFT_RENDER_RESOLUTION;
/** Each output size's render frame rate as a share of the raw x264 encode of that size in the same run (issue 27). */
const RESOLUTION_GOALS: Record<RenderResolution, number> = { '1280x720': 0.2, '640x360': 0.15 };
/** Frames timed stage by stage in one browser. */
const STAGE_FRAMES = 48;
/** Frames each kind of place is drawn for at day and at night (56 runs: a few seconds each). */
const KIND_FRAMES = 16;
/** Every kind, day and night, keeps at least this fraction of the farm's daytime frame rate in the same run (lights at night must not halve it). */
const KIND_RATE_GOAL = 0.5;
/** The scene whose re-render after one line's camera changed is timed against its full render. */
const RERENDER_SCENE_SECONDS = 60;
const RERENDER_LINES = 12;
/** The line whose camera changes: one in the middle of the scene. */
const RERENDER_EDITED_LINE = 6;
/** Chunk sizes the re-render row is run with: the default RENDER_CHUNK_FRAMES and half of it. */
const RERENDER_CHUNK_FRAMES = [240, 120];
/** The re-render takes at most this fraction of a full render of the edited scene. */
const RERENDER_GOAL = 0.25;
/** Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ is 100). */
const MS_PER_CLOCK_TICK = 10;

/** A sine "voice" of `seconds` as a WAV (the bench measures rendering, not speech). */
function toneWav(seconds: number, frequencyHz: number): Buffer {
  const sampleRate = 22_050;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = 0.4 * Math.sin((2 * Math.PI * frequencyHz * i) / sampleRate);
  return encodeWav({ sampleRate, channels: [samples] });
}

/** Listeners a larger cast adds to the bench scene's two speakers. */
const EXTRA_CAST = [
  { name: 'Tom', description: 'A farmer', isPirate: false },
  { name: 'Sal', description: 'A baker', isPirate: false },
];

/**
 * Builds the bench scene's files in `dir` and its timeline, whose /media URLs map to them; with
 * `castSize` 3 or 4, listeners from EXTRA_CAST stand with the two speakers.
 */
async function benchScene(dir: string, castSize = 2): Promise<{ timeline: SceneTimeline; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const keep = (url: string, bytes: Buffer) => {
    const path = join(dir, url.split('/').join('_'));
    writeFileSync(path, bytes);
    files.set(url, path);
    return url;
  };
  const engine = new LocalModelEngine();
  const set = keep('/media/sets/1/model.glb', (await engine.buildSet({ name: 'The Farm', type: 'farm' })).glb);
  const rosa = keep('/media/characters/1/model.glb', (await engine.buildCharacter({ name: 'Rosa', description: 'A taco chef', isPirate: false })).glb);
  const red = keep('/media/characters/2/model.glb', (await engine.buildCharacter({ name: 'Redbeard', description: 'A captain', isPirate: true })).glb);
  const listeners = [];
  for (const [index, character] of EXTRA_CAST.slice(0, castSize - 2).entries()) {
    const id = index + 3;
    listeners.push({ id, name: character.name, modelUrl: keep(`/media/characters/${id}/model.glb`, (await engine.buildCharacter(character)).glb) });
  }
  const track = await renderTrack({ style: '80s-rock', mood: null, seed: 1, durationSeconds: 30 });
  const music = keep('/media/music/1/track.wav', encodeWav({ sampleRate: track.sampleRate, channels: [track.left, track.right] }));
  // Two lines that fill the rest of the 10 s after the establishing shot.
  const lineSeconds = (SCENE_SECONDS - ESTABLISHING_SECONDS) / 2 - LINE_PAUSE_SECONDS;
  const timeline = buildSceneTimeline({
    scene: { id: 1, name: 'Bench scene' },
    set: { id: 1, name: 'The Farm', type: 'farm', oceanType: null, modelUrl: set },
    music: { id: 1, name: 'Bed', audioUrl: music, durationSeconds: track.durationSeconds },
    characters: [
      { id: 1, name: 'Rosa', modelUrl: rosa },
      { id: 2, name: 'Redbeard', modelUrl: red },
      ...listeners,
    ],
    lines: [
      { id: 1, characterId: 1, text: 'The salsa is ready, captain.', audioUrl: keep('/media/voice-lines/1/a.wav', toneWav(lineSeconds, 220)), durationSeconds: lineSeconds },
      { id: 2, characterId: 2, text: 'Then we sail at dawn.', audioUrl: keep('/media/voice-lines/2/b.wav', toneWav(lineSeconds, 160)), durationSeconds: lineSeconds },
    ],
  });
  return { timeline, files };
}

async function seconds<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** ffmpeg encoding generated frames (no rendering) with the renderer's x264 settings: the ceiling. */
async function rawEncodeFps(frames: number, fps: number, resolution: RenderResolution = RESOLUTION): Promise<number> {
  const { seconds: elapsed } = await seconds(() =>
    runFfmpeg(['-f', 'lavfi', '-i', `testsrc=size=${resolution}:rate=${fps}`, '-frames:v', String(frames), ...H264_SETTINGS, '-f', 'null', '-']),
  );
  return frames / elapsed;
}

/**
 * Frames handed over as the render does (H.264 the browser encodes, where it can), or as JPEGs for
 * x264 as renders did before: the two compared in the same run.
 */
type HandOver = 'as rendered' | 'jpeg';

/** A Chromium renderer whose sessions hand frames over as `handOver` says. */
function rendererFor(chromiumPath: string, handOver: HandOver): FrameRenderer {
  const renderer = new ChromiumFrameRenderer(chromiumPath);
  return handOver === 'jpeg' ? { open: (timeline, options, fileOf) => renderer.open(timeline, { ...options, encodeVideo: false }, fileOf) } : renderer;
}

async function renderOnce(
  timeline: SceneTimeline,
  files: Map<string, string>,
  parallelism: number,
  chromiumPath: string,
  resolution: RenderResolution = RESOLUTION,
  handOver: HandOver = 'as rendered',
) {
  const workDir = mkdtempSync(join(tmpdir(), 'studio-render-bench-'));
  const stageStarts = new Map<RenderStage, number>();
  try {
    const { seconds: total } = await seconds(() =>
      renderSceneFiles({
        timeline,
        fileOf: (url) => files.get(url) ?? null,
        resolution,
        burnSubtitles: false,
        workDir,
        renderer: rendererFor(chromiumPath, handOver),
        chunkFrames: timeline.frameCount,
        parallelism,
        onStage: (stage) => {
          if (!stageStarts.has(stage)) stageStarts.set(stage, performance.now());
        },
      }),
    );
    const framesStarted = stageStarts.get('rendering frames')!;
    const framesSeconds = (stageStarts.get('mixing audio')! - framesStarted) / 1000;
    return { total, framesSeconds };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const WORKER_COUNT = 2;

/** How the workers of a run are started: all cores each, or each on one core of its own. */
interface WorkerSetup {
  count: number;
  /** Each worker on core i (taskset) with llvmpipe drawing on one thread: a machine of one core per worker. */
  oneCoreEach: boolean;
}

/** `command` confined to core `core` with llvmpipe drawing on one thread: a machine of one core. */
const onOneCore = (core: number, command: string[], env: NodeJS.ProcessEnv) => ({
  command: ['taskset', '-c', String(core % cpus().length), ...command],
  env: { ...env, LP_NUM_THREADS: '1' },
});

/** The render's chunks: one per worker. */
const workerChunks = (timeline: SceneTimeline) => splitIntoChunks(timeline.frameCount, Math.ceil(timeline.frameCount / WORKER_COUNT), WORKER_COUNT);

/** Copies the scene's files to where their /media URLs point under `dataDir`. */
function copyMedia(dataDir: string, files: Map<string, string>): void {
  const media = new MediaStorage(loadAppConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false' }));
  for (const [url, path] of files) {
    const target = media.pathOf(url)!;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(path, target);
  }
}

/** Starts `npm run worker`'s script (on core `core` alone when given) and resolves once it takes jobs. */
async function startWorker(env: NodeJS.ProcessEnv, core: number | null): Promise<ChildProcess> {
  const worker = [process.execPath, join(__dirname, '..', 'dist', 'worker.js')];
  const started = core === null ? { command: worker, env } : onOneCore(core, worker, env);
  const [command, ...args] = started.command;
  const child = spawn(command, args, { env: started.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${output}`)), 60_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('Studio worker taking jobs')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
  return child;
}

/**
 * Starts a plain drawing process (draw-chunks.js) and resolves once it has loaded, with what
 * tells it to draw: its start-up is not timed, as the workers' is not.
 */
async function startDrawing([command, ...args]: string[], env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${output.slice(-2000)}`))));
  });
  exited.catch(() => undefined); // awaited by the caller; this only keeps an early exit from going unhandled
  await new Promise<void>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes(DRAW_READY)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    exited.then(() => reject(new Error(`${command} ended before it was ready: ${output}`)), reject);
  });
  return () => {
    child.stdin!.end(DRAW_GO);
    return exited;
  };
}

/**
 * The same chunks as the workers draw, drawn by plain processes: process i on core i draws the
 * chunks `assignment[i]`, with no jobs, database or Redis; joined here. Two of them against one
 * is what two cores of this machine give this work: the ceiling the workers are judged against.
 */
async function renderOnPlainProcesses(timeline: SceneTimeline, files: Map<string, string>, assignment: number[][]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-render-bench-plain-'));
  try {
    copyMedia(dataDir, files);
    const chunks = workerChunks(timeline);
    const workDir = join(dataDir, 'tmp', 'render-plain');
    await openWorkDir(workDir, { timeline, resolution: RESOLUTION, burnSubtitles: false, chunks });
    await prepareWorkDir(timeline, workDir);
    const draws = await Promise.all(
      assignment.map((indices, core) => {
        const { command, env } = onOneCore(core, [process.execPath, join(__dirname, 'draw-chunks.js'), workDir, dataDir, indices.join(',')], process.env);
        return startDrawing(command, env);
      }),
    );
    const started = performance.now();
    await Promise.all(draws.map((draw) => draw()));
    const framesSeconds = (performance.now() - started) / 1000;
    await joinRender({ timeline, fileOf: (url) => files.get(url) ?? null, workDir, chunks, onStage: () => undefined });
    return { total: (performance.now() - started) / 1000, framesSeconds, workers: assignment.length };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same scene's chunks (WORKER_COUNT of them) as 'scene.render-chunk' jobs drawn by `setup.count` worker processes
 * (BullMQ on REDIS_URL, a SQLite database and DATA_DIR they share), joined here. The render job
 * row they belong to is written as running (its planning is not what is measured). Returns why
 * the row is skipped when Redis is not reachable.
 */
async function renderOnWorkers(
  timeline: SceneTimeline,
  files: Map<string, string>,
  setup: WorkerSetup,
): Promise<{ total: number; framesSeconds: number; workers: number } | string> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    return `skipped: Redis not reachable at ${redisUrl} (${String(error)})`;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-render-bench-workers-'));
  const prefix = `studio-bench-${randomBytes(4).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`,
    REDIS_URL: redisUrl,
    JOB_QUEUE_PREFIX: prefix,
    JOBS_IN_API: 'false',
    SEED_DEMO: 'false',
    RENDER_PARALLELISM: '1',
  };
  // The workers find the scene's files where their /media URLs point.
  copyMedia(dataDir, files);
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(loadAppConfig(env)), { logger: ['error'] });
  const workers: ChildProcess[] = [];
  try {
    for (let i = 0; i < setup.count; i += 1) workers.push(await startWorker(env, setup.oneCoreEach ? i % cpus().length : null));
    const jobs = context.get(JobsService);
    const project = await context.get(ProjectsService).create({ name: 'Render bench', description: '' });
    const now = new Date();
    const render = await context.get(JobsRepository).insert({
      type: 'scene.render',
      targetType: 'scene',
      targetId: 1,
      projectId: project.id,
      state: 'running',
      progress: 5,
      stage: 'rendering frames',
      error: null,
      payload: null,
      result: null,
      attempts: 1,
      createdAt: now,
      startedAt: now,
      finishedAt: null,
      updatedAt: now,
      activeKey: null,
    });
    const chunks = workerChunks(timeline);
    const workDir = renderWorkDir(dataDir, render.id);
    await openWorkDir(workDir, { timeline, resolution: RESOLUTION, burnSubtitles: false, chunks });
    await prepareWorkDir(timeline, workDir);

    const started = performance.now();
    const queued = await Promise.all(
      chunks.map((chunk) =>
        jobs.enqueue<RenderChunkPayload>('scene.render-chunk', { type: 'scene', id: 1, projectId: project.id }, { renderJobId: render.id, renderAttempt: 1, chunk, withPoster: chunk.index === 0 }),
      ),
    );
    let settled: Job[] = [];
    for (;;) {
      settled = await Promise.all(queued.map((job) => jobs.get(job.id)));
      const failed = settled.find((job) => job.state === 'failed');
      if (failed) throw new Error(`chunk job ${failed.id}: ${failed.error}`);
      if (settled.every((job) => job.state === 'complete')) break;
      await delay(100);
    }
    const framesSeconds = (performance.now() - started) / 1000;
    await joinRender({ timeline, fileOf: (url) => files.get(url) ?? null, workDir, chunks, onStage: () => undefined });
    const total = (performance.now() - started) / 1000;
    return { total, framesSeconds, workers: new Set(settled.map((job) => (job.result as RenderedChunk).worker)).size };
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(workers.map((worker) => (worker.exitCode === null ? new Promise((resolve) => worker.once('exit', resolve)) : undefined)));
    await context.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Where a frame's time goes in the browser at one size: drawing (software WebGL), reading the
 * pixels back and JPEG-encoding them, each stage waited for on its own, in ms per frame; and the
 * CPU time per frame of the browser (all its processes), which other work on a shared machine
 * sways far less than the wall times.
 */
async function stageMillis(timeline: SceneTimeline, files: Map<string, string>, chromiumPath: string, resolution: RenderResolution) {
  const session = await new ChromiumFrameRenderer(chromiumPath).open(timeline, renderOptionsFor(resolution), (url) => files.get(url) ?? null);
  const { spent, cpuMs } = await timedFrames(session, timeline.durationSeconds, STAGE_FRAMES);
  return { draw: spent.drawMs / spent.frames, readBack: spent.readBackMs / spent.frames, encode: spent.encodeMs / spent.frames, cpu: cpuMs, encodedAs: spent.encodedAs };
}

/**
 * Times `count` frames spread over a scene's length in an open session, which it closes: their
 * stage times and the browser's CPU ms per frame. The first frame, which compiles the shaders and
 * is not what a render's frames cost, is drawn before and left out.
 */
async function timedFrames(session: Awaited<ReturnType<ChromiumFrameRenderer['open']>>, durationSeconds: number, count: number) {
  try {
    await session.frame(0, 0.92);
    const times = Array.from({ length: count }, (_, index) => (index * durationSeconds) / count);
    const cpuBefore = descendantCpuMs();
    const spent = await session.stageTimes(times, 0.92);
    return { spent, cpuMs: (descendantCpuMs() - cpuBefore) / spent.frames };
  } finally {
    await session.close();
  }
}

/** A bench scene and the files its /media URLs map to, with how many performers it has. */
interface BenchScene {
  timeline: SceneTimeline;
  files: Map<string, string>;
  performers: number;
}

/**
 * The film's size (1280x720) with 2 and with 4 performers and the draft (640x360) with 2, each
 * rendered whole as a render runs by default (one chunk), next to ffmpeg's raw x264 encode at that
 * size, with where the browser's time per frame goes; the first also with its frames handed over
 * as JPEGs for x264, as renders did before the browser encoded them.
 */
async function resolutionRows(pair: BenchScene, four: BenchScene, chromiumPath: string): Promise<Row[]> {
  const rows: Row[] = [];
  const runs: [RenderResolution, BenchScene][] = [
    [DEFAULT_RENDER_RESOLUTION, pair],
    [DEFAULT_RENDER_RESOLUTION, four],
    [DRAFT_RENDER_RESOLUTION, pair],
  ];
  for (const [run, [resolution, { timeline, files, performers }]] of runs.entries()) {
    const compareJpeg = run === 0;
    const frames = timeline.frameCount;
    const goal = RESOLUTION_GOALS[resolution];
    let stages: Awaited<ReturnType<typeof stageMillis>> | string;
    try {
      stages = await stageMillis(timeline, files, chromiumPath, resolution);
    } catch (error) {
      stages = `ERROR ${String(error)}`;
    }
    // One chunk, as a render runs with the default RENDER_PARALLELISM (the table below compares chunk
    // layouts); the median of ONE_CORE_ROUNDS, as a short render's wall time varies from run to run.
    // The raw encode is timed right before each render and its median taken too: on a shared machine
    // one 240-frame encode alone swings threefold, which would decide the ratio.
    const raws: number[] = [];
    const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const rawRow = (raw: number): Row => ({
      run: `${resolution}, ${performers} performers: ffmpeg raw x264 encode (testsrc, median of ${raws.length})`,
      'frames/s': raw.toFixed(1),
      'vs raw': '1.00',
      'ms/frame: draw | read back | encode': '-',
      goal: '-',
      result: '-',
    });
    const stagesOf = (raw: number | null) =>
      typeof stages === 'string'
        ? stages
        : `${stages.draw.toFixed(1)} | ${stages.readBack.toFixed(1)} | ${stages.encode.toFixed(1)} ${stages.encodedAs} (${raw === null ? '' : `x264 ${(1000 / raw).toFixed(1)}; `}browser CPU ${stages.cpu.toFixed(1)})`;
    try {
      const walls: number[] = [];
      const jpegWalls: number[] = [];
      for (let round = 0; round < ONE_CORE_ROUNDS; round += 1) {
        raws.push(await rawEncodeFps(frames, timeline.fps, resolution));
        walls.push((await renderOnce(timeline, files, 1, chromiumPath, resolution)).total);
        if (compareJpeg) jpegWalls.push((await renderOnce(timeline, files, 1, chromiumPath, resolution, 'jpeg')).total);
      }
      const raw = medianOf(raws);
      rows.push(rawRow(raw));
      if (compareJpeg) {
        const jpegFps = frames / medianOf(jpegWalls);
        rows.push({
          run: `${resolution}, ${performers} performers: render with frames as JPEGs for x264, as before (median of ${ONE_CORE_ROUNDS})`,
          'frames/s': jpegFps.toFixed(1),
          'vs raw': (jpegFps / raw).toFixed(3),
          'ms/frame: draw | read back | encode': '-',
          goal: '-',
          result: '-',
        });
      }
      const total = medianOf(walls);
      const fps = frames / total;
      rows.push({
        run: `${resolution}, ${performers} performers: render (median of ${ONE_CORE_ROUNDS})`,
        'frames/s': fps.toFixed(1),
        'vs raw': (fps / raw).toFixed(3),
        'ms/frame: draw | read back | encode': stagesOf(raw),
        goal: `>= ${goal}x raw`,
        result: fps / raw >= goal ? 'PASS' : 'MISS',
      });
    } catch (error) {
      const raw = raws.length > 0 ? medianOf(raws) : null;
      if (raw !== null) rows.push(rawRow(raw));
      rows.push({ run: `${resolution}, ${performers} performers: render`, 'frames/s': '-', 'vs raw': '-', 'ms/frame: draw | read back | encode': stagesOf(raw), goal: '-', result: `ERROR ${String(error)}` });
    }
  }
  return rows;
}

/**
 * CPU milliseconds spent so far by this process's descendants (the browser and its GPU process).
 * Unlike a frame rate it hardly changes when other work shares the cores, so it compares one kind
 * with another fairly on a busy machine.
 */
function descendantCpuMs(): number {
  const children = new Map<number, Array<{ pid: number; ticks: number }>>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // After the command name (which may hold spaces and brackets): state, parent, ..., utime and stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), { pid: Number(entry), ticks: Number(fields[11]) + Number(fields[12]) }]);
  }
  const spentUnder = (pid: number): number => (children.get(pid) ?? []).reduce((total, child) => total + child.ticks + spentUnder(child.pid), 0);
  return spentUnder(process.pid) * MS_PER_CLOCK_TICK;
}

/**
 * The bench scene's cast on a set of every kind, at day and at night, at the film's size: the
 * browser's drawing, reading back and JPEG-encoding a frame, as frames per second, against the farm
 * by day in the same run; and the browser's CPU time per frame, which other work on the machine
 * sways far less than the frame rate.
 */
async function kindRows(dir: string, { timeline, files }: BenchScene, chromiumPath: string): Promise<Row[]> {
  const engine = new LocalModelEngine();
  const measure = async (kind: SetKind, timeOfDay: TimeOfDay): Promise<{ fps: number; cpuMs: number }> => {
    const url = `/media/sets/${kind}/model.glb`;
    const path = join(dir, `${kind}.glb`);
    if (!existsSync(path)) {
      const { label, family } = SET_KIND_INFO[kind];
      writeFileSync(path, (await engine.buildSet({ name: label, type: family, kind })).glb);
    }
    const onKind = new Map(files).set(url, path);
    const scene: SceneTimeline = { ...timeline, timeOfDay, weather: 'clear', set: { ...timeline.set, kind, modelUrl: url } };
    const session = await new ChromiumFrameRenderer(chromiumPath).open(scene, renderOptionsFor(DEFAULT_RENDER_RESOLUTION), (media) => onKind.get(media) ?? null);
    const { spent, cpuMs } = await timedFrames(session, scene.durationSeconds, KIND_FRAMES);
    return { fps: (1000 * spent.frames) / (spent.drawMs + spent.readBackMs + spent.encodeMs), cpuMs };
  };
  const baseline = await measure('farm', 'day');
  const rows: Row[] = [
    { run: `${DEFAULT_RENDER_RESOLUTION}, farm by day (baseline)`, 'frames/s': baseline.fps.toFixed(1), 'vs farm by day': '1.00', 'browser CPU ms/frame': baseline.cpuMs.toFixed(1), 'CPU vs farm': '1.00', goal: '-', result: '-' },
  ];
  for (const kind of SET_KINDS) {
    for (const timeOfDay of ['day', 'night'] as const) {
      const run = `${DEFAULT_RENDER_RESOLUTION}, ${kind} by ${timeOfDay}`;
      try {
        const { fps, cpuMs } = await measure(kind, timeOfDay);
        const ratio = fps / baseline.fps;
        // CPU vs farm: the farm's CPU per frame over this one's, so like the frame rate's ratio, above 1 is cheaper.
        rows.push({ run, 'frames/s': fps.toFixed(1), 'vs farm by day': ratio.toFixed(2), 'browser CPU ms/frame': cpuMs.toFixed(1), 'CPU vs farm': (baseline.cpuMs / cpuMs).toFixed(2), goal: `>= ${KIND_RATE_GOAL}x`, result: ratio >= KIND_RATE_GOAL ? 'PASS' : 'MISS' });
      } catch (error) {
        rows.push({ run, 'frames/s': '-', 'vs farm by day': '-', 'browser CPU ms/frame': '-', 'CPU vs farm': '-', goal: '-', result: `ERROR ${String(error)}` });
      }
    }
  }
  return rows;
}

/**
 * A 60-second scene of the bench scene's set and speakers taking turns over RERENDER_LINES tone
 * "voices", with `camera` on line RERENDER_EDITED_LINE when given.
 */
function sixtySecondScene(dir: string, files: Map<string, string>, camera?: { kind: 'close-up' }): { timeline: SceneTimeline; files: Map<string, string> } {
  const withVoices = new Map(files);
  const lineSeconds = (RERENDER_SCENE_SECONDS - ESTABLISHING_SECONDS) / RERENDER_LINES - LINE_PAUSE_SECONDS;
  const lines = Array.from({ length: RERENDER_LINES }, (_, index) => {
    const id = index + 1;
    const url = `/media/voice-lines/${id}/voice.wav`;
    const path = join(dir, `voice-${id}.wav`);
    if (!existsSync(path)) writeFileSync(path, toneWav(lineSeconds, 160 + 20 * (index % 4)));
    withVoices.set(url, path);
    const characterId = (index % 2) + 1;
    return { id, characterId, text: `Line ${id} of the long scene.`, audioUrl: url, durationSeconds: lineSeconds, camera: id === RERENDER_EDITED_LINE ? camera : undefined };
  });
  const timeline = buildSceneTimeline({
    scene: { id: 2, name: 'Long bench scene' },
    set: { id: 1, name: 'The Farm', type: 'farm', oceanType: null, modelUrl: '/media/sets/1/model.glb' },
    music: { id: 1, name: 'Bed', audioUrl: '/media/music/1/track.wav', durationSeconds: 30 },
    characters: [
      { id: 1, name: 'Rosa', modelUrl: '/media/characters/1/model.glb' },
      { id: 2, name: 'Redbeard', modelUrl: '/media/characters/2/model.glb' },
    ],
    lines,
  });
  return { timeline, files: withVoices };
}

/**
 * A render as the render job makes it, in this process: the chunks kept in `cacheDir` by an earlier
 * render whose keys still match are put in place, the rest drawn (one browser at a time), joined,
 * and kept. Returns its wall time, how many chunks it drew and ffmpeg's MD5 of each of its frames.
 */
async function renderReusing(scene: { timeline: SceneTimeline; files: Map<string, string> }, cacheDir: string, chromiumPath: string, chunkFrames: number) {
  const { timeline } = scene;
  const fileOf = (url: string) => scene.files.get(url) ?? null;
  const workDir = mkdtempSync(join(tmpdir(), 'studio-render-bench-rerender-'));
  try {
    const { result, seconds: wall } = await seconds(async () => {
      const look = await chunkLook(timeline, { resolution: DEFAULT_RENDER_RESOLUTION, burnSubtitles: false, renderPageDir: renderPageDir(), browserVersion: await browserVersion(chromiumPath) }, fileOf);
      const poster = posterKey(timeline, look, posterSeconds(timeline));
      let keyed: KeyedChunk[] = [];
      const outputs = await renderSceneFiles({
        timeline,
        fileOf,
        resolution: DEFAULT_RENDER_RESOLUTION,
        burnSubtitles: false,
        workDir,
        renderer: new ChromiumFrameRenderer(chromiumPath),
        chunkFrames,
        parallelism: 1,
        onStage: () => undefined,
        restore: async (chunks) => {
          keyed = keyChunks(timeline, chunks, look);
          await restoreChunks(cacheDir, workDir, keyed, poster);
        },
      });
      await keepChunks(cacheDir, workDir, keyed, poster);
      return outputs;
    });
    const frameHashes = (await runFfmpeg(['-i', result.video, '-map', '0:v:0', '-f', 'framemd5', '-'])).toString('utf8').split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    return { wall, drawn: result.chunksDrawn, total: result.chunks.length, frameHashes };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * A 60-second scene at the film's size rendered whole (its chunks kept), one line's camera changed
 * to a close-up, the scene rendered again reusing the kept chunks, and the edited scene rendered
 * whole with nothing kept: the re-render's wall time against that full render's, and whether
 * their frames are the same (ffmpeg's MD5 of every decoded frame).
 */
async function rerenderRows(dir: string, files: Map<string, string>, chromiumPath: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const chunkFrames of RERENDER_CHUNK_FRAMES) rows.push(...(await rerenderRowsWith(dir, files, chromiumPath, chunkFrames)));
  return rows;
}

async function rerenderRowsWith(dir: string, files: Map<string, string>, chromiumPath: string, chunkFrames: number): Promise<Row[]> {
  const cacheDir = mkdtempSync(join(dir, 'kept-chunks-'));
  const freshDir = mkdtempSync(join(dir, 'kept-chunks-none-'));
  const original = sixtySecondScene(dir, files);
  const edited = sixtySecondScene(dir, files, { kind: 'close-up' });
  const chunkNote = `${chunkFrames}-frame chunks, 1 browser at a time`;
  try {
    const first = await renderReusing(original, cacheDir, chromiumPath, chunkFrames);
    const again = await renderReusing(edited, cacheDir, chromiumPath, chunkFrames);
    const full = await renderReusing(edited, freshDir, chromiumPath, chunkFrames);
    const fraction = again.wall / full.wall;
    const equal = again.frameHashes.length === edited.timeline.frameCount && again.frameHashes.join('\n') === full.frameHashes.join('\n');
    const row = (run: string, outcome: typeof first, extra: Row): Row => ({ run, 'wall s': outcome.wall.toFixed(1), 'chunks drawn': `${outcome.drawn} of ${outcome.total}`, ...extra });
    return [
      row(`${RERENDER_SCENE_SECONDS} s scene at ${DEFAULT_RENDER_RESOLUTION}, first render (${chunkNote})`, first, { 'vs full render': '-', 'frames equal full render': '-', goal: '-', result: '-' }),
      row(`the edited scene (line ${RERENDER_EDITED_LINE} of ${RERENDER_LINES} to a close-up), full render (${chunkFrames}-frame chunks)`, full, { 'vs full render': '1.00', 'frames equal full render': '-', goal: '-', result: '-' }),
      row(`the edited scene, re-render reusing the unchanged chunks (${chunkFrames}-frame chunks)`, again, {
        'vs full render': fraction.toFixed(2),
        'frames equal full render': equal ? 'yes' : 'NO',
        goal: `<= ${RERENDER_GOAL}, equal`,
        result: fraction <= RERENDER_GOAL && equal ? 'PASS' : 'MISS',
      }),
    ];
  } catch (error) {
    return [{ run: `${RERENDER_SCENE_SECONDS} s scene, re-render after one camera change (${chunkFrames}-frame chunks)`, 'wall s': '-', 'chunks drawn': '-', 'vs full render': '-', 'frames equal full render': '-', goal: '-', result: `ERROR ${String(error)}` }];
  }
}

const RERENDER_TITLE =
  "Re-render after one line's camera changed in a 60-second scene (1280x720 with shadows): only the chunks whose key changed are drawn, the rest kept from the render before; against a full render of the edited scene in the same run, and its frames compared with that render's";

async function main(): Promise<void> {
  const config = loadAppConfig({ ...process.env, SEED_DEMO: 'false' });
  const dir = mkdtempSync(join(tmpdir(), 'studio-render-bench-scene-'));
  try {
    const { timeline, files } = await benchScene(dir);
    const frames = timeline.frameCount;
    const sceneSeconds = frames / timeline.fps;
    process.stdout.write(`\n${cpus().length} cores, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}; scene ${sceneSeconds} s = ${frames} frames at ${timeline.fps} fps\n`);
    const probe = await new ChromiumFrameRenderer(config.render.chromiumPath).open(timeline, { width: 640, height: 360, shadows: true }, (url) => files.get(url) ?? null);
    process.stdout.write(`frames drawn by ${probe.graphics}\n`);
    await probe.close();

    // RENDER_BENCH=rerender measures the re-render after an edit alone (a few minutes).
    if (process.env.RENDER_BENCH === 'rerender') {
      printTable(RERENDER_TITLE, await rerenderRows(dir, files, config.render.chromiumPath));
      return;
    }
    const sizesTitle =
      'Scene render by output size: the film (1280x720, with shadows) and the draft (640x360, without); wall time includes browser start and model loading; ms/frame is one browser drawing, reading back and JPEG-encoding each frame in turn (the render overlaps them, and x264 runs beside it), with the browser CPU ms per frame; the raw encode is timed before each render round (medians)';
    const sizeRows = async () =>
      resolutionRows({ timeline, files, performers: 2 }, { ...(await benchScene(mkdtempSync(join(dir, 'four-performers-')), 4)), performers: 4 }, config.render.chromiumPath);
    // RENDER_BENCH=sizes measures the output sizes alone (a few minutes): the frame rates against the raw encode.
    if (process.env.RENDER_BENCH === 'sizes') {
      printTable(sizesTitle, await sizeRows());
      return;
    }
    printTable(
      'Every kind of place at day and at night: frames per second of one browser drawing, reading back and JPEG-encoding the bench scene on that set at 1280x720 with shadows, against the farm by day; and the CPU time per frame of the browser (all its processes), which other work on the machine sways far less',
      await kindRows(dir, { timeline, files, performers: 2 }, config.render.chromiumPath),
    );
    // RENDER_BENCH=kinds measures the kinds alone (a few minutes), e.g. after a change to a set.
    if (process.env.RENDER_BENCH === 'kinds') return;

    printTable(sizesTitle, await sizeRows());

    const raw = await rawEncodeFps(frames, timeline.fps);
    const rows: Row[] = [
      { run: `ffmpeg raw encode (testsrc, the render's x264 settings)`, 'frames/s': raw.toFixed(1), 'wall s': (frames / raw).toFixed(2), 'realtime x': (raw / timeline.fps).toFixed(2), 'vs raw': '1.00', 'vs 1 chunk': '-', goal: '-', result: '-' },
    ];
    let single: number | undefined;
    for (const parallelism of [1, 2]) {
      try {
        const { total, framesSeconds } = await renderOnce(timeline, files, parallelism, config.render.chromiumPath);
        const fps = frames / total;
        single ??= total;
        rows.push({
          run: `render, ${parallelism} chunk${parallelism > 1 ? 's in parallel' : ''} (frames stage ${(frames / framesSeconds).toFixed(1)} fps)`,
          'frames/s': fps.toFixed(1),
          'wall s': total.toFixed(2),
          'realtime x': (sceneSeconds / total).toFixed(2),
          'vs raw': (fps / raw).toFixed(3),
          'vs 1 chunk': `${(single / total).toFixed(2)}x`,
          goal: `>= ${FPS_GOAL} fps`,
          result: fps >= FPS_GOAL ? 'PASS' : 'MISS',
        });
      } catch (error) {
        rows.push({ run: `render, ${parallelism} chunk(s)`, 'frames/s': '-', 'wall s': '-', 'realtime x': '-', 'vs raw': '-', 'vs 1 chunk': '-', goal: '-', result: `ERROR ${String(error)}` });
      }
    }
    type Outcome = Awaited<ReturnType<typeof renderOnWorkers>>;
    const chunkedRow = (label: string, outcome: Outcome, compared: { to: number; goal: string; met: (fps: number, speedUp: number) => boolean }): Row => {
      if (typeof outcome === 'string') return { run: label, 'frames/s': '-', 'wall s': '-', 'realtime x': '-', 'vs raw': '-', 'vs 1 chunk': '-', goal: '-', result: outcome };
      const fps = frames / outcome.total;
      const speedUp = compared.to / outcome.total;
      return {
        run: `${label} (chunks drawn by ${outcome.workers}; frames stage ${(frames / outcome.framesSeconds).toFixed(1)} fps)`,
        'frames/s': fps.toFixed(1),
        'wall s': outcome.total.toFixed(2),
        'realtime x': (sceneSeconds / outcome.total).toFixed(2),
        'vs raw': (fps / raw).toFixed(3),
        'vs 1 chunk': `${speedUp.toFixed(2)}x`,
        goal: compared.goal,
        result: compared.met(fps, speedUp) ? 'PASS' : 'MISS',
      };
    };
    const wallOf = (outcome: Outcome) => (typeof outcome === 'string' ? Number.NaN : outcome.total);
    const failed = (error: unknown) => `ERROR ${String(error)}`;
    const onWorkers = (setup: WorkerSetup) => renderOnWorkers(timeline, files, setup).catch(failed);
    const onPlainProcesses = (assignment: number[][]) => renderOnPlainProcesses(timeline, files, assignment).catch(failed);

    rows.push(
      chunkedRow(`render, ${WORKER_COUNT} worker processes (BullMQ)`, await onWorkers({ count: WORKER_COUNT, oneCoreEach: false }), {
        to: single ?? Number.NaN,
        goal: `>= ${FPS_GOAL} fps`,
        met: (fps) => fps >= FPS_GOAL,
      }),
    );
    // Both workers above share the same 2 cores, so they cannot be faster than one. What workers
    // add is their cores: each given one core of its own, 2 against 1 shows how the chunks scale,
    // next to what 2 cores of this machine give the same chunks without any job machinery. The
    // four runs take turns for ONE_CORE_ROUNDS rounds and each row is its median, so a slow
    // minute of a shared machine does not decide the verdict.
    const chunkIndices = workerChunks(timeline).map((chunk) => chunk.index);
    const runs = {
      onePlain: () => onPlainProcesses([chunkIndices]),
      twoPlain: () => onPlainProcesses(chunkIndices.map((index) => [index])),
      oneWorker: () => onWorkers({ count: 1, oneCoreEach: true }),
      twoWorkers: () => onWorkers({ count: WORKER_COUNT, oneCoreEach: true }),
    };
    const outcomes: Record<keyof typeof runs, Outcome[]> = { onePlain: [], twoPlain: [], oneWorker: [], twoWorkers: [] };
    for (let round = 0; round < ONE_CORE_ROUNDS; round += 1) {
      for (const name of Object.keys(runs) as (keyof typeof runs)[]) outcomes[name].push(await runs[name]());
    }
    const median = (name: keyof typeof runs): Outcome => {
      const failure = outcomes[name].find((outcome) => typeof outcome === 'string');
      if (failure) return failure;
      return [...outcomes[name]].sort((a, b) => wallOf(a) - wallOf(b))[Math.floor(ONE_CORE_ROUNDS / 2)];
    };
    const [onePlain, twoPlain, oneWorker, twoWorkers] = [median('onePlain'), median('twoPlain'), median('oneWorker'), median('twoWorkers')];
    const ceiling = wallOf(onePlain) / wallOf(twoPlain);
    const ofRounds = `median of ${ONE_CORE_ROUNDS}`;
    rows.push(
      chunkedRow(`render, 1 plain process on 1 core, no jobs (taskset, LP_NUM_THREADS=1; ${ofRounds})`, onePlain, { to: wallOf(onePlain), goal: 'baseline', met: () => true }),
      chunkedRow(`render, ${WORKER_COUNT} plain processes on 1 core each, no jobs (${ofRounds})`, twoPlain, { to: wallOf(onePlain), goal: "this machine's ceiling", met: () => true }),
      chunkedRow(`render, 1 worker on 1 core (taskset, LP_NUM_THREADS=1; ${ofRounds})`, oneWorker, { to: wallOf(oneWorker), goal: 'baseline', met: () => true }),
      chunkedRow(`render, ${WORKER_COUNT} workers on 1 core each (${ofRounds})`, twoWorkers, {
        to: wallOf(oneWorker),
        goal: `>= ${(SCALING_GOAL * ceiling).toFixed(2)}x (${SCALING_GOAL * 100}% of ceiling)`,
        met: (_fps, speedUp) => speedUp >= SCALING_GOAL * ceiling,
      }),
    );
    printTable(
      `Scene render at ${RESOLUTION} (the draft: no shadows): Chromium (software WebGL) frames -> x264 segments -> concat + AAC mix; wall time includes browser start and model loading; 'vs 1 chunk' of the one-core rows is against the 1-process row above them`,
      rows,
    );
    process.stdout.write(
      `Linear would be ${WORKER_COUNT}.00x; ${WORKER_COUNT} cores of this machine give these chunks ${ceiling.toFixed(2)}x (${((100 * ceiling) / WORKER_COUNT).toFixed(0)}% of linear) when nothing but the drawing runs.\n`,
    );
    printTable(RERENDER_TITLE, await rerenderRows(dir, files, config.render.chromiumPath));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

/**
 * Render benchmark: a 10 s scene (set + two characters built by the offline model engine, two
 * voiced lines, a composed track) rendered at 640x360 with shadows through the real pipeline
 * (Chromium frames drawn by software WebGL: Mesa's llvmpipe, or SwiftShader without Mesa; x264
 * segments; ffmpeg mix and mux), in one chunk, in two parallel chunks, as two chunk jobs on two
 * worker processes (BullMQ, when Redis is reachable), and as the same jobs on one and on two
 * workers confined to one core each (how chunks scale with the cores workers bring), next to
 * ffmpeg's own encode of the same number of generated frames measured in the same run. Prints
 * tables; never fails the run on a missed goal.
 * Run after `npm run build`: node backend/dist/bench/render.bench.js
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { NestFactory } from '@nestjs/core';
import type { Job } from '@studio/contracts/jobs';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { buildSceneTimeline, ESTABLISHING_SECONDS, LINE_PAUSE_SECONDS } from '@studio/scene-timeline/scene-timeline';
import { loadAppConfig } from '../config/app-config';
import { encodeWav } from '../engines/audio/wav';
import { renderTrack } from '../engines/music/composer';
import { LocalModelEngine } from '../engines/models/local-model-engine';
import { ChromiumFrameRenderer } from '../render/chromium-frame-renderer';
import { runFfmpeg } from '../render/ffmpeg-process';
import { JobEntity } from '../jobs/job.entity';
import { JobsService } from '../jobs/jobs.service';
import { ProjectsService } from '../projects/projects.service';
import { openWorkDir, renderWorkDir } from '../render/render-work-dir';
import type { RenderChunkPayload, RenderedChunk } from '../render/scene-render-chunk.job';
import { joinRender, prepareWorkDir, renderSceneFiles, splitIntoChunks, type RenderStage } from '../render/scene-render-pipeline';
import { H264_SETTINGS } from '../render/video-encode';
import { printTable, type Row } from './table';

const SCENE_SECONDS = 10;
const FPS_GOAL = 24;
/** Near-linear: 2 workers, each with a core of its own, at least 85% of twice as fast as 1. */
const SPEED_UP_GOAL = 1.7;
const RESOLUTION = '640x360';

/** A sine "voice" of `seconds` as a WAV (the bench measures rendering, not speech). */
function toneWav(seconds: number, frequencyHz: number): Buffer {
  const sampleRate = 22_050;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = 0.4 * Math.sin((2 * Math.PI * frequencyHz * i) / sampleRate);
  return encodeWav({ sampleRate, channels: [samples] });
}

/** Builds the bench scene's files in `dir` and its timeline, whose /media URLs map to them. */
async function benchScene(dir: string): Promise<{ timeline: SceneTimeline; files: Map<string, string> }> {
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
async function rawEncodeFps(frames: number, fps: number): Promise<number> {
  const { seconds: elapsed } = await seconds(() =>
    runFfmpeg(['-f', 'lavfi', '-i', `testsrc=size=${RESOLUTION}:rate=${fps}`, '-frames:v', String(frames), ...H264_SETTINGS, '-f', 'null', '-']),
  );
  return frames / elapsed;
}

async function renderOnce(timeline: SceneTimeline, files: Map<string, string>, parallelism: number, chromiumPath: string) {
  const workDir = mkdtempSync(join(tmpdir(), 'studio-render-bench-'));
  const stageStarts = new Map<RenderStage, number>();
  try {
    const { seconds: total } = await seconds(() =>
      renderSceneFiles({
        timeline,
        fileOf: (url) => files.get(url) ?? null,
        resolution: RESOLUTION,
        burnSubtitles: false,
        workDir,
        renderer: new ChromiumFrameRenderer(chromiumPath),
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

/** Starts `npm run worker`'s script (on core `core` alone when given) and resolves once it takes jobs. */
async function startWorker(env: NodeJS.ProcessEnv, core: number | null): Promise<ChildProcess> {
  const worker = [process.execPath, join(__dirname, '..', 'worker.js')];
  const [command, ...args] = core === null ? worker : ['taskset', '-c', String(core), ...worker];
  const child = spawn(command, args, { env: core === null ? env : { ...env, LP_NUM_THREADS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  for (const [url, path] of files) {
    const target = join(dataDir, 'media', ...url.slice('/media/'.length).split('/'));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(path, target);
  }
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(loadAppConfig(env)), { logger: ['error'] });
  const workers: ChildProcess[] = [];
  try {
    for (let i = 0; i < setup.count; i += 1) workers.push(await startWorker(env, setup.oneCoreEach ? i % cpus().length : null));
    const jobs = context.get(JobsService);
    const project = await context.get(ProjectsService).create({ name: 'Render bench', description: '' });
    const now = new Date();
    const render = await context.get(DataSource).getRepository(JobEntity).save({
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
    });
    const chunks = splitIntoChunks(timeline.frameCount, Math.ceil(timeline.frameCount / WORKER_COUNT), WORKER_COUNT);
    const workDir = renderWorkDir(dataDir, render.id);
    await openWorkDir(workDir, { timeline, resolution: RESOLUTION, burnSubtitles: false, chunks });
    await prepareWorkDir(timeline, workDir);

    const started = performance.now();
    const queued = await Promise.all(
      chunks.map((chunk) =>
        jobs.enqueue<RenderChunkPayload>('scene.render-chunk', { type: 'scene', id: 1, projectId: project.id }, { renderJobId: render.id, renderAttempt: 1, chunk }),
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
    const workerRow = (label: string, outcome: Awaited<ReturnType<typeof renderOnWorkers>>, compared: { to: number; goal: string; met: (fps: number, speedUp: number) => boolean }): Row => {
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
    const run = (setup: WorkerSetup) => renderOnWorkers(timeline, files, setup).catch((error: unknown) => `ERROR ${String(error)}`);
    const onWorkers = await run({ count: WORKER_COUNT, oneCoreEach: false });
    rows.push(
      workerRow(`render, ${WORKER_COUNT} worker processes (BullMQ)`, onWorkers, { to: single ?? Number.NaN, goal: `>= ${FPS_GOAL} fps`, met: (fps) => fps >= FPS_GOAL }),
    );
    // Both workers above share the same 2 cores, so they cannot be faster than one. What workers
    // add is their cores: each given one core of its own, 2 against 1 shows how the chunks scale.
    const oneWorker = await run({ count: 1, oneCoreEach: true });
    const oneWorkerSeconds = typeof oneWorker === 'string' ? Number.NaN : oneWorker.total;
    rows.push(workerRow('render, 1 worker on 1 core (taskset, LP_NUM_THREADS=1)', oneWorker, { to: oneWorkerSeconds, goal: 'baseline', met: () => true }));
    rows.push(
      workerRow(`render, ${WORKER_COUNT} workers on 1 core each`, await run({ count: WORKER_COUNT, oneCoreEach: true }), {
        to: oneWorkerSeconds,
        goal: `>= ${SPEED_UP_GOAL}x of 1`,
        met: (_fps, speedUp) => speedUp >= SPEED_UP_GOAL,
      }),
    );
    printTable(
      `Scene render at ${RESOLUTION} with shadows: Chromium (software WebGL) frames -> x264 segments -> concat + AAC mix; wall time includes browser start and model loading; 'vs 1 chunk' of the one-core rows is against 1 worker on 1 core`,
      rows,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';
import type { RenderResolution } from '@studio/contracts/scenes';
import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../config';
import { JobAlreadyActiveError, type JobContext, JobsService } from '../jobs';
import { MediaStorage, newMediaKey } from '../media';
import { type SceneEntity, ScenesRepository } from '../scenes';
import { browserVersion, renderPageDir } from './chromium-frame-renderer';
import { keyChunks, posterKey } from './chunk-keys';
import { ModelGenerationFailedError, RenderChunkFailedError, RenderStalledError, SceneRenderInProgressError } from './render.errors';
import { chunkLook, forgetChunks, keepChunks, renderCacheDir, restoreChunks } from './render-chunk-cache';
import { openWorkDir, renderWorkDir, stopChunks } from './render-work-dir';
import { CHUNK_STAGE, SceneRenderChunkJob } from './scene-render-chunk.job';
import { chunksToDraw, joinRender, posterSeconds, prepareWorkDir, splitIntoChunks, type FrameChunk, type RenderStage } from './scene-render-pipeline';
import { SceneModels, modelsLabel } from './scene-models';
import { type LoadedSceneTimeline, SceneTimelineService } from './scene-timeline.service';

export interface RenderScenePayload {
  sceneId: number;
  resolution: RenderResolution;
  burnSubtitles: boolean;
  /** The key of the output files' names, chosen at enqueue so the video's URL is known before it exists. */
  outputKey?: string;
  /** Wait (at most ASSET_WAIT_MS) for the scene's voices and music still being generated. */
  waitForAssets?: boolean;
}

/** How long a render queued with its media still generating waits for it (and for its missing 3D models). */
const ASSET_WAIT_MS = 10 * 60_000;
/** Times a render generates missing models before it gives up: a second for a cast member added meanwhile. */
const MODEL_ROUNDS = 2;

export interface RenderedScene {
  /** Null when the scene was deleted while it rendered (nothing was kept). */
  renderedPath: string | null;
  posterPath: string | null;
  subtitlesPath: string | null;
  frames: number;
  durationSeconds: number;
  /** What the player had to make do with, e.g. a stand-in for a model that could not be loaded. */
  notes: string[];
  /** The render's chunks, and how many were drawn (the others were kept from earlier renders of the scene). */
  chunks: { total: number; drawn: number };
}

/** Where each stage sits on the job's 0..1 progress: frames are most of the work. */
const STAGE_SPANS: Record<RenderStage, [from: number, to: number]> = {
  'preparing assets': [0, 0.05],
  'rendering frames': [0.05, 0.85],
  'mixing audio': [0.85, 0.9],
  encoding: [0.9, 0.97],
  finalizing: [0.97, 1],
};

/** A scene's columns that point at its render's files, and the files' name prefix under /media/scenes/<id>/. */
const RENDER_FILES = { renderedPath: 'render', posterPath: 'poster', subtitlesPath: 'subtitles' } as const;

/** How often a render looks at its chunk jobs' rows (they may run in other processes). */
const CHUNK_POLL_MS = 250;
/** How long a failed render waits for its other chunks to stop drawing before it removes their folder. */
const CHUNK_STOP_WAIT_MS = 30_000;

/**
 * The scene's status while and after it renders (docs/product-rules.md#states): in progress while the
 * job runs, ready once rendered; a failed render leaves it as its last render left it.
 */
const statusAfter = (job: Job, scene: SceneEntity): string | null => {
  if (job.state === 'running') return 'in_progress';
  if (job.state === 'complete') return 'ready';
  if (job.state === 'failed') return scene.renderedPath ? 'ready' : 'pending';
  return null;
};

/**
 * The 'scene.render' job: the scene's timeline drawn frame by frame in Chromium, in chunks that
 * 'scene.render-chunk' jobs draw in parallel (in this process or in workers), joined and encoded
 * with its mixed audio into an MP4, with a poster and an .srt. Everything is made in the job's
 * working folder under DATA_DIR/tmp; only a finished render moves under /media/scenes/<id>/ and
 * replaces the previous one.
 */
@Injectable()
export class SceneRenderJob implements OnModuleInit {
  constructor(
    private readonly scenes: ScenesRepository,
    private readonly chunkJobs: SceneRenderChunkJob,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly timelines: SceneTimelineService,
    private readonly models: SceneModels,
    private readonly jobs: JobsService,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<RenderScenePayload, RenderedScene>('scene.render', {
      onePerTarget: true,
      run: async ({ job, payload, reportProgress }) => {
        const report = (stage: RenderStage, fraction: number) => {
          const [from, to] = STAGE_SPANS[stage];
          reportProgress(from + (to - from) * Math.min(1, Math.max(0, fraction)), stage);
        };
        report('preparing assets', 0);
        const { scene, timeline, contentKey } = await this.loadWithModels(payload, reportProgress);
        const { chunkFrames, parallelism } = this.config.render;
        const fileOf = (url: string) => this.media.pathOf(url);
        const look = await chunkLook(
          timeline,
          { resolution: payload.resolution, burnSubtitles: payload.burnSubtitles, renderPageDir: renderPageDir(), browserVersion: await browserVersion(this.config.render.chromiumPath) },
          fileOf,
        );
        const chunks = keyChunks(timeline, splitIntoChunks(timeline.frameCount, chunkFrames, parallelism), look);
        const poster = posterKey(timeline, look, posterSeconds(timeline));
        const workDir = renderWorkDir(this.config.dataDir, job.id);
        const cacheDir = renderCacheDir(this.config.dataDir, scene.id);
        try {
          await openWorkDir(workDir, { timeline, resolution: payload.resolution, burnSubtitles: payload.burnSubtitles, chunks });
          await prepareWorkDir(timeline, workDir);
          await restoreChunks(cacheDir, workDir, chunks, poster);
          report('rendering frames', 0);
          const drawn = await this.renderChunks(job, workDir, chunks, (fraction) => report('rendering frames', fraction));
          const outputs = await joinRender({ timeline, fileOf, workDir, chunks, onStage: (stage) => report(stage, 0) });
          report('finalizing', 0);
          // Kept before the outputs move out of the folder: the poster is one of them.
          await keepChunks(cacheDir, workDir, chunks, poster);
          const saved = await this.keep(scene.id, outputs, contentKey, payload.outputKey);
          if (saved.renderedPath === null) await forgetChunks(cacheDir);
          return {
            ...saved,
            frames: timeline.frameCount,
            durationSeconds: timeline.frameCount / timeline.fps,
            notes: outputs.notes,
            chunks: { total: chunks.length, drawn },
          };
        } finally {
          // Retried: a chunk stopping just now may still be removing its partial segment.
          await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
        }
      },
      onStateChange: async (job) => {
        if (job.state === 'failed') await this.discard(job);
        await this.mirror(job);
      },
    });
  }

  /**
   * The scene's timeline once every 3D model it draws exists: a missing one (a character or set
   * made with a cloud engine selected, or whose model is gone) is generated first, joining a
   * generation already under way, so a render never draws a stand-in. Each round loads the
   * timeline again, as the cast may have changed meanwhile. A run cut off here and run again
   * joins the same model jobs.
   */
  private async loadWithModels(payload: RenderScenePayload, reportProgress: JobContext<RenderScenePayload>['reportProgress']): Promise<LoadedSceneTimeline> {
    for (let round = 1; ; round += 1) {
      const loaded = payload.waitForAssets
        ? await this.timelines.loadWhenGenerated(payload.sceneId, {
            timeoutMs: ASSET_WAIT_MS,
            onWait: (assets) => reportProgress(0, `waiting for ${assets.length} asset${assets.length === 1 ? '' : 's'} to be generated`),
          })
        : await this.timelines.load(payload.sceneId);
      const missing = await this.models.missingIn(loaded.timeline);
      if (missing.length === 0) return loaded;
      if (round > MODEL_ROUNDS) throw new ModelGenerationFailedError(modelsLabel(missing), 'still missing after generating it');
      reportProgress(0, `generating ${modelsLabel(missing)}`);
      await this.models.generate(missing, ASSET_WAIT_MS);
    }
  }

  /** 409 while the scene has a render queued or running (callers check first; the unique index settles a race). */
  enqueue(scene: SceneEntity, payload: RenderScenePayload): Promise<Job> {
    return this.jobs
      .enqueue<RenderScenePayload>('scene.render', { type: 'scene', id: scene.id, projectId: scene.projectId }, payload)
      .catch((error: unknown) => {
        throw error instanceof JobAlreadyActiveError ? new SceneRenderInProgressError(scene.id, error.active) : error;
      });
  }

  /**
   * Queues a chunk job for each chunk without a finished segment (an interrupted earlier run may
   * have left some, or an earlier render of the scene drew it) and waits for them, reporting their
   * frames as this job's progress; returns how many were drawn. Any process
   * with a 'render-chunk' slot takes them; this job holds a render slot only, so it never waits on
   * itself. A failed chunk stops the others and fails the render naming it; so does a stall (no
   * frame drawn for RENDER_STALL_SECONDS), e.g. when no process takes chunk jobs.
   */
  private async renderChunks(render: Job, workDir: string, chunks: FrameChunk[], onFraction: (fraction: number) => void): Promise<number> {
    const target = { type: 'scene' as const, id: render.target.id, projectId: render.projectId };
    const frameCount = (chunk: FrameChunk) => chunk.endFrame - chunk.startFrame;
    const totalFrames = chunks.reduce((sum, chunk) => sum + frameCount(chunk), 0);
    const toDraw = chunksToDraw(workDir, chunks);
    const framesReused = totalFrames - toDraw.reduce((sum, { chunk }) => sum + frameCount(chunk), 0);
    const queued: { chunk: FrameChunk; jobId: number }[] = [];
    for (const { chunk, withPoster } of toDraw) {
      const job = await this.chunkJobs.enqueue(target, { renderJobId: render.id, renderAttempt: render.attempts, chunk, withPoster });
      queued.push({ chunk, jobId: job.id });
    }
    let lastFramesDone = -1;
    let lastAdvancedAt = Date.now();
    try {
      for (;;) {
        const states = await Promise.all(queued.map(({ jobId }) => this.jobs.get(jobId)));
        const failed = states.findIndex((job) => job.state === 'failed');
        if (failed >= 0) {
          const reason = (states[failed].error ?? 'failed').replace(`${CHUNK_STAGE}: `, '');
          throw new RenderChunkFailedError(queued[failed].chunk, chunks.length, reason);
        }
        const framesDone = states.reduce((sum, job, i) => {
          const frames = frameCount(queued[i].chunk);
          return sum + (job.state === 'complete' ? frames : Math.floor((frames * job.progress) / 100));
        }, framesReused);
        onFraction(framesDone / totalFrames);
        if (states.every((job) => job.state === 'complete')) return queued.length;
        if (framesDone > lastFramesDone) {
          lastFramesDone = framesDone;
          lastAdvancedAt = Date.now();
        } else if (Date.now() - lastAdvancedAt > this.config.render.stallSeconds * 1000) {
          const count = (state: Job['state']) => states.filter((job) => job.state === state).length;
          throw new RenderStalledError(this.config.render.stallSeconds, { running: count('running'), queued: count('queued'), total: chunks.length });
        }
        await delay(CHUNK_POLL_MS);
      }
    } catch (error) {
      await stopChunks(workDir, error instanceof Error ? error.message : String(error)).catch(() => undefined);
      await this.chunksStopped(queued.map(({ jobId }) => jobId));
      throw error;
    }
  }

  /** Waits (a while at most) until none of these chunk jobs is drawing, so none writes into a removed folder. */
  private async chunksStopped(jobIds: number[]): Promise<void> {
    const deadline = Date.now() + CHUNK_STOP_WAIT_MS;
    while (Date.now() < deadline) {
      const states = await Promise.all(jobIds.map((id) => this.jobs.get(id).catch(() => null)));
      if (!states.some((job) => job?.state === 'running')) return;
      await delay(CHUNK_POLL_MS);
    }
  }

  /**
   * Moves the outputs in and points the scene at them, with the content key they were made from;
   * the previous render's files go only then. A scene deleted meanwhile keeps nothing.
   */
  private async keep(sceneId: number, outputs: { video: string; poster: string; subtitles: string }, contentKey: string, key = newMediaKey()) {
    if (!(await this.scenes.findById(sceneId))) return { renderedPath: null, posterPath: null, subtitlesPath: null };
    const paths = {
      renderedPath: await this.media.adoptFile('scenes', sceneId, RENDER_FILES.renderedPath, 'mp4', outputs.video, key),
      posterPath: await this.media.adoptFile('scenes', sceneId, RENDER_FILES.posterPath, 'jpg', outputs.poster, key),
      subtitlesPath: await this.media.adoptFile('scenes', sceneId, RENDER_FILES.subtitlesPath, 'srt', outputs.subtitles, key),
    };
    if (!(await this.scenes.update(sceneId, { ...paths, renderedKey: contentKey, updatedAt: new Date() }))) {
      await this.media.removeOwners('scenes', [sceneId]);
      return { renderedPath: null, posterPath: null, subtitlesPath: null };
    }
    // The previous render's files, and any an earlier run of this job moved in before it was cut off.
    await this.removeStrays(sceneId, paths);
    return paths;
  }

  /** The scene's render files but those `kept` points at, last written before `before`. */
  private async removeStrays(sceneId: number, kept: Pick<SceneEntity, keyof typeof RENDER_FILES>, before?: Date): Promise<void> {
    for (const [column, prefix] of Object.entries(RENDER_FILES) as [keyof typeof RENDER_FILES, string][]) {
      await this.media.removeStrays('scenes', sceneId, prefix, kept[column], before);
    }
  }

  /**
   * A failed render's leftovers. Failed in its run, its folder is gone already; failed because it
   * was cut off once too often (its process killed), nothing ran its cleanup: its folder (chunk
   * segments) goes now, and so do outputs it moved in before it was cut off.
   */
  private async discard(job: Job): Promise<void> {
    await rm(renderWorkDir(this.config.dataDir, job.id), { recursive: true, force: true, maxRetries: 3 });
    const scene = await this.scenes.findById(job.target.id);
    if (scene) await this.removeStrays(scene.id, scene, new Date(job.finishedAt ?? Date.now()));
  }

  /** The scene's status follows its render; a deleted scene has nothing to follow. */
  private async mirror(job: Job): Promise<void> {
    const scene = await this.scenes.findById(job.target.id);
    const status = scene && statusAfter(job, scene);
    if (!scene || !status || status === scene.status) return;
    await this.scenes.update(scene.id, { status, updatedAt: new Date() });
  }
}

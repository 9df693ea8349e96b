import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from '@studio/contracts/jobs';
import type { RenderResolution } from '@studio/contracts/scenes';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { MediaStorage } from '../media/media-storage.service';
import { ProjectsService } from '../projects/projects.service';
import { SceneEntity } from '../scenes/scene.entity';
import { FRAME_RENDERER, type FrameRenderer } from './frame-renderer';
import { renderSceneFiles, type RenderStage } from './scene-render-pipeline';
import { SceneTimelineService } from './scene-timeline.service';

export interface RenderScenePayload {
  sceneId: number;
  resolution: RenderResolution;
  burnSubtitles: boolean;
}

export interface RenderedScene {
  /** Null when the scene was deleted while it rendered (nothing was kept). */
  renderedPath: string | null;
  posterPath: string | null;
  subtitlesPath: string | null;
  frames: number;
  durationSeconds: number;
  /** What the player had to make do with, e.g. a stand-in for a missing model. */
  notes: string[];
}

/** Where each stage sits on the job's 0..1 progress: frames are most of the work. */
const STAGE_SPANS: Record<RenderStage, [from: number, to: number]> = {
  'preparing assets': [0, 0.05],
  'rendering frames': [0.05, 0.85],
  'mixing audio': [0.85, 0.9],
  encoding: [0.9, 0.97],
  finalizing: [0.97, 1],
};

/**
 * The scene's status while and after it renders (SPEC section 4's values): in progress while the
 * job runs, ready once rendered; a failed render leaves it as its last render left it.
 */
const statusAfter = (job: Job, scene: SceneEntity): string | null => {
  if (job.state === 'running') return 'in_progress';
  if (job.state === 'complete') return 'ready';
  if (job.state === 'failed') return scene.renderedPath ? 'ready' : 'pending';
  return null;
};

/**
 * The 'scene.render' job: the scene's timeline drawn frame by frame in Chromium, encoded with its
 * mixed audio into an MP4, with a poster and an .srt. Everything is made in a temporary folder;
 * only a finished render moves under /media/scenes/<id>/ and replaces the previous one.
 */
@Injectable()
export class SceneRenderJob implements OnModuleInit {
  constructor(
    @InjectRepository(SceneEntity) private readonly scenes: Repository<SceneEntity>,
    @Inject(FRAME_RENDERER) private readonly renderer: FrameRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly timelines: SceneTimelineService,
    private readonly jobs: JobsService,
    private readonly media: MediaStorage,
    private readonly projects: ProjectsService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<RenderScenePayload, RenderedScene>('scene.render', {
      run: async ({ job, payload, reportProgress }) => {
        const report = (stage: RenderStage, fraction: number) => {
          const [from, to] = STAGE_SPANS[stage];
          reportProgress(from + (to - from) * Math.min(1, Math.max(0, fraction)), stage);
        };
        report('preparing assets', 0);
        const { scene, timeline } = await this.timelines.load(payload.sceneId);
        const workDir = await this.workDir(job.id);
        try {
          const outputs = await renderSceneFiles({
            timeline,
            fileOf: (url) => this.media.pathOf(url),
            resolution: payload.resolution,
            burnSubtitles: payload.burnSubtitles,
            workDir,
            renderer: this.renderer,
            chunkFrames: this.config.render.chunkFrames,
            parallelism: this.config.render.parallelism,
            onProgress: report,
          });
          report('finalizing', 0);
          const saved = await this.keep(scene.id, outputs);
          return { ...saved, frames: timeline.frameCount, durationSeconds: timeline.frameCount / timeline.fps, notes: outputs.notes };
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      },
      onStateChange: (job) => this.mirror(job),
    });
  }

  enqueue(scene: SceneEntity, payload: RenderScenePayload): Promise<Job> {
    return this.jobs.enqueue<RenderScenePayload>('scene.render', { type: 'scene', id: scene.id, projectId: scene.projectId }, payload);
  }

  /**
   * A fresh folder under DATA_DIR (the media folder's file system, so outputs move in by rename).
   * An earlier attempt of the same job cut off by a restart left its folder: that one goes.
   */
  private async workDir(jobId: number): Promise<string> {
    const parent = join(this.config.dataDir, 'tmp');
    await mkdir(parent, { recursive: true });
    const prefix = `render-job-${jobId}-`;
    for (const leftover of (await readdir(parent)).filter((name) => name.startsWith(prefix))) {
      await rm(join(parent, leftover), { recursive: true, force: true });
    }
    return mkdtemp(join(parent, prefix));
  }

  /**
   * Moves the outputs in and points the scene at them; the previous render's files go only then.
   * A scene deleted meanwhile keeps nothing.
   */
  private async keep(sceneId: number, outputs: { video: string; poster: string; subtitles: string }) {
    const previous = await this.scenes.findOneBy({ id: sceneId });
    if (!previous) return { renderedPath: null, posterPath: null, subtitlesPath: null };
    const paths = {
      renderedPath: await this.media.adoptFile('scenes', sceneId, 'render', 'mp4', outputs.video),
      posterPath: await this.media.adoptFile('scenes', sceneId, 'poster', 'jpg', outputs.poster),
      subtitlesPath: await this.media.adoptFile('scenes', sceneId, 'subtitles', 'srt', outputs.subtitles),
    };
    const { affected } = await this.scenes.update(sceneId, { ...paths, updatedAt: new Date() });
    if (!affected) {
      await this.media.removeOwners('scenes', [sceneId]);
      return { renderedPath: null, posterPath: null, subtitlesPath: null };
    }
    for (const url of [previous.renderedPath, previous.posterPath, previous.subtitlesPath]) {
      await this.media.removeOwnedFile('scenes', sceneId, url);
    }
    await this.projects.touch(previous.projectId, { entity: 'scene', id: sceneId, change: 'updated' });
    return paths;
  }

  /** The scene's status follows its render; a deleted scene has nothing to follow. */
  private async mirror(job: Job): Promise<void> {
    const scene = await this.scenes.findOneBy({ id: job.target.id });
    const status = scene && statusAfter(job, scene);
    if (!scene || !status || status === scene.status) return;
    const { affected } = await this.scenes.update(scene.id, { status, updatedAt: new Date() });
    if (affected) await this.projects.touch(job.projectId, { entity: 'scene', id: scene.id, change: 'updated' });
  }
}

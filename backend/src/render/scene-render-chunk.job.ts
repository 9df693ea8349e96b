import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';
import { APP_CONFIG, type AppConfig } from '../config';
import { JobsService, type JobTargetRef } from '../jobs';
import { MediaStorage } from '../media';
import { FRAME_RENDERER, type FrameRenderer } from './frame-renderer';
import { readPlan, renderWorkDir, stopReason } from './render-work-dir';
import { ReusedFrameSessions } from './reused-frame-sessions';
import { renderChunk, type FrameChunk } from './scene-render-pipeline';

export interface RenderChunkPayload {
  renderJobId: number;
  /** The render job's run this chunk belongs to: a chunk left over from an interrupted run does nothing. */
  renderAttempt: number;
  chunk: FrameChunk;
  /** This chunk's session also draws the poster (the first chunk drawn, unless the poster was kept). */
  withPoster: boolean;
}

export interface RenderedChunk {
  frames: number;
  /** The process that drew it: host, pid and an id of this app instance. */
  worker: string;
}

/** The stage of a chunk job, as the render job reports its own while waiting for it. */
export const CHUNK_STAGE = 'rendering frames';

/**
 * The 'scene.render-chunk' job: frames [startFrame, endFrame) of a render, drawn by whichever
 * process takes it (its 'render-chunk' lane) into a segment in the render's working folder under
 * DATA_DIR/tmp. The render job plans, queues and joins them. The next chunk of the same render
 * taken by this process draws on the session the last one left loaded.
 */
@Injectable()
export class SceneRenderChunkJob implements OnModuleInit, OnModuleDestroy {
  private readonly worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly sessions: ReusedFrameSessions;

  constructor(
    @Inject(FRAME_RENDERER) renderer: FrameRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly media: MediaStorage,
  ) {
    this.sessions = new ReusedFrameSessions(renderer);
  }

  onModuleDestroy(): Promise<void> {
    return this.sessions.closeAll();
  }

  /**
   * Lets go of the browsers waiting for a next chunk (any render's, see ReusedFrameSessions): the
   * next chunk starts its own from the frame renderer, e.g. one a test has just put in place.
   */
  closeIdleSessions(): Promise<void> {
    return this.sessions.closeIdle();
  }

  onModuleInit(): void {
    this.jobs.registerHandler<RenderChunkPayload, RenderedChunk>('scene.render-chunk', {
      run: async ({ payload, reportProgress }) => {
        reportProgress(0, CHUNK_STAGE);
        const render = await this.jobs.get(payload.renderJobId);
        if (render.state !== 'running' || render.attempts !== payload.renderAttempt) {
          throw new Error(`render job ${render.id} no longer waits for this chunk`);
        }
        const workDir = renderWorkDir(this.config.dataDir, payload.renderJobId);
        const plan = await readPlan(workDir);
        const { chunk } = payload;
        const frames = chunk.endFrame - chunk.startFrame;
        await renderChunk({
          ...plan,
          fileOf: (url) => this.media.pathOf(url),
          workDir,
          renderer: this.sessions.forRender(`${payload.renderJobId}:${payload.renderAttempt}`),
          chunk,
          withPoster: payload.withPoster,
          onFrames: (done) => reportProgress(done / frames),
          stopReason: () => stopReason(workDir),
        });
        return { frames, worker: this.worker };
      },
    });
  }

  enqueue(render: JobTargetRef, payload: RenderChunkPayload): Promise<Job> {
    return this.jobs.enqueue<RenderChunkPayload>('scene.render-chunk', render, payload);
  }
}

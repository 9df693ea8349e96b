import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Film } from '@studio/contracts/films';
import type { Job } from '@studio/contracts/jobs';
import type { RenderResolution } from '@studio/contracts/scenes';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../config';
import { DirectorService } from '../director';
import { JobsService } from '../jobs';
import { MediaStorage, newMediaKey } from '../media';
import { type FilmPart, joinFilm, RenderService } from '../render';
import { ScenesService } from '../scenes';

export interface RenderFilmPayload {
  projectId: number;
  resolution: RenderResolution;
}

/** What the job returns: the film without its job's own fields. */
export type FilmResult = Omit<Film, 'jobId' | 'finishedAt'>;

/** The film's frame rate: the renders' own. */
export const FILM_FPS = 24;
/** As often as a render looks at its chunks: the join starts within a poll of the last render. */
const RENDER_POLL_MS = 250;
/** Rendering the scenes is most of the work; joining them the rest. */
const RENDERING_SHARE = 0.9;

/**
 * The 'project.render-film' job ('Render Film'): every ready scene of the project, in script order,
 * rendered (a scene already rendered keeps its video unless it changed since) and joined into one MP4 with a chapter per
 * scene and one .srt. A scene that is not ready or fails to render is left out and named in the
 * result; a film with no scene at all fails.
 */
@Injectable()
export class FilmRenderJob implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly scenes: ScenesService,
    private readonly director: DirectorService,
    private readonly renders: RenderService,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<RenderFilmPayload, FilmResult>('project.render-film', {
      run: ({ job, payload, reportProgress }) => this.render(job, payload, reportProgress),
    });
  }

  private async render(
    job: Job,
    { projectId, resolution }: RenderFilmPayload,
    reportProgress: (fraction: number, stage?: string) => void,
  ): Promise<FilmResult> {
    const scenes = await this.scenes.listByProject(projectId);
    // Every render the film needs is queued before any is waited for, so the scenes draw side by
    // side (each one's chunks as soon as a chunk slot frees up) instead of one after another.
    const planned: { scene: (typeof scenes)[number]; render: Job | null; skipped: string | null }[] = [];
    for (const scene of scenes) {
      // A scene changed since its render is rendered again, not joined as it was.
      if (this.media.pathOf(scene.renderedPath) && !scene.renderOutdated) {
        planned.push({ scene, render: null, skipped: null });
        continue;
      }
      const readiness = await this.director.readinessOfScene(scene.id);
      if (!readiness.ready) {
        const skipped = `${readiness.message} Missing: ${readiness.missingAssets.map((asset) => asset.line ?? asset.name).join(', ')}`;
        planned.push({ scene, render: null, skipped });
        continue;
      }
      planned.push({ scene, render: await this.startRender(scene.id, resolution), skipped: null });
    }
    const renders = planned.flatMap(({ render }) => (render ? [render] : []));
    const failures = await this.renderedAll(renders, (fraction) =>
      reportProgress(fraction * RENDERING_SHARE, `rendering ${renders.length} scene${renders.length === 1 ? '' : 's'} (${Math.round(fraction * 100)}%)`),
    );

    const parts: FilmPart[] = [];
    const skippedScenes: FilmResult['skippedScenes'] = [];
    for (const { scene: listed, render, skipped } of planned) {
      const failure = skipped ?? (render && failures.get(render.id)) ?? null;
      if (failure) {
        skippedScenes.push({ name: listed.name, reason: failure });
        continue;
      }
      const scene = render ? await this.scenes.get(listed.id) : listed;
      const video = this.media.pathOf(scene.renderedPath);
      if (!video) {
        skippedScenes.push({ name: scene.name, reason: 'its render was removed while the film was made' });
        continue;
      }
      parts.push({ title: scene.name, videoPath: video, subtitlesPath: this.media.pathOf(scene.subtitlesPath) });
    }
    if (parts.length === 0) {
      throw new Error(
        scenes.length === 0
          ? 'the project has no scenes'
          : `no scene is ready to render: ${skippedScenes.map((skipped) => `${skipped.name}: ${skipped.reason}`).join('; ')}`,
      );
    }

    const [width, height] = resolution.split('x').map(Number);
    const workDir = join(this.config.dataDir, 'tmp', `film-${job.id}`);
    const output = { video: join(workDir, 'film.mp4'), subtitles: join(workDir, 'film.srt') };
    try {
      reportProgress(RENDERING_SHARE, `joining ${parts.length} scene${parts.length === 1 ? '' : 's'}`);
      const joined = await joinFilm({
        parts,
        workDir,
        output,
        width,
        height,
        fps: FILM_FPS,
        onPart: (index) => reportProgress(RENDERING_SHARE + ((1 - RENDERING_SHARE) * index) / parts.length, `joining ${parts[index].title}`),
      });
      const key = newMediaKey();
      const filmPath = await this.media.adoptFile('films', projectId, 'film', 'mp4', output.video, key);
      const subtitlesPath = await this.media.adoptFile('films', projectId, 'subtitles', 'srt', output.subtitles, key);
      await this.removeOlderFilms(projectId, key);
      return { filmPath, subtitlesPath, durationSeconds: joined.durationSeconds, chapters: joined.chapters, skippedScenes };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** The scene's render: the one already under way, or a new one queued. */
  private async startRender(sceneId: number, resolution: RenderResolution): Promise<Job> {
    const active = await this.jobs.activeJob('scene.render', { type: 'scene', id: sceneId });
    return active ?? (await this.renders.queueRenderTo(sceneId, { resolution, waitForAssets: false })).job;
  }

  /** Waits for every render, reporting their mean progress; the reason of each that failed, by job id. */
  private async renderedAll(renders: Job[], onFraction: (fraction: number) => void): Promise<Map<number, string>> {
    const failures = new Map<number, string>();
    for (;;) {
      const states = await Promise.all(renders.map((render) => this.jobs.get(render.id)));
      for (const state of states) {
        if (state.state === 'failed') failures.set(state.id, `its render failed: ${state.error ?? 'no reason given'}`);
      }
      if (states.every((state) => state.state === 'complete' || state.state === 'failed')) return failures;
      onFraction(states.reduce((sum, state) => sum + (state.state === 'complete' ? 1 : state.progress / 100), 0) / states.length);
      await delay(RENDER_POLL_MS);
    }
  }

  /** One film per project on disk: the previous one goes once the new one is in. */
  private async removeOlderFilms(projectId: number, keep: string): Promise<void> {
    const dir = this.media.ownerDir('films', projectId);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (!name.includes(keep)) await rm(join(dir, name), { force: true });
    }
  }
}

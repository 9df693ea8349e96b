import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Film } from '@studio/contracts/director';
import type { Job } from '@studio/contracts/jobs';
import type { RenderResolution } from '@studio/contracts/scenes';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { APP_CONFIG, type AppConfig } from '../config';
import { JobsService } from '../jobs';
import { MediaStorage, newMediaKey } from '../media';
import { type FilmPart, joinFilm, RenderService } from '../render';
import { ScenesService } from '../scenes';
import { DirectorService } from './director.service';

export interface RenderFilmPayload {
  projectId: number;
  resolution: RenderResolution;
}

/** What the job returns: the film without its job's own fields. */
export type FilmResult = Omit<Film, 'jobId' | 'finishedAt'>;

/** The film's frame rate: the renders' own. */
export const FILM_FPS = 24;
const RENDER_POLL_MS = 500;
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
    const parts: FilmPart[] = [];
    const skippedScenes: FilmResult['skippedScenes'] = [];
    for (const [index, listed] of scenes.entries()) {
      const stage = `scene ${index + 1} of ${scenes.length}: ${listed.name}`;
      const progress = (fraction: number, what: string) =>
        reportProgress(((index + fraction) / scenes.length) * RENDERING_SHARE, `${stage} (${what})`);
      progress(0, 'checking');
      let scene = listed;
      // A scene changed since its render is rendered again, not joined as it was.
      if (!this.media.pathOf(scene.renderedPath) || scene.renderOutdated) {
        const readiness = await this.director.readinessOfScene(scene.id);
        if (!readiness.ready) {
          skippedScenes.push({ name: scene.name, reason: `${readiness.message} Missing: ${readiness.missingAssets.map((asset) => asset.line ?? asset.name).join(', ')}` });
          continue;
        }
        const failure = await this.renderScene(scene.id, resolution, (fraction) => progress(fraction, `rendering ${Math.round(fraction * 100)}%`));
        if (failure) {
          skippedScenes.push({ name: scene.name, reason: failure });
          continue;
        }
        scene = await this.scenes.get(scene.id);
      }
      const video = this.media.pathOf(scene.renderedPath);
      if (!video) {
        skippedScenes.push({ name: scene.name, reason: 'its render was removed while the film was made' });
        continue;
      }
      parts.push({ title: scene.name, videoPath: video, subtitlesPath: this.media.pathOf(scene.subtitlesPath) });
      progress(1, 'rendered');
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

  /** Renders one scene (or waits for its render already under way); the reason when it fails. */
  private async renderScene(sceneId: number, resolution: RenderResolution, onFraction: (fraction: number) => void): Promise<string | null> {
    let render = await this.jobs.activeJob('scene.render', { type: 'scene', id: sceneId });
    render ??= (await this.renders.queueRenderTo(sceneId, { resolution, waitForAssets: false })).job;
    for (;;) {
      const state = await this.jobs.get(render.id);
      if (state.state === 'complete') return null;
      if (state.state === 'failed') return `its render failed: ${state.error ?? 'no reason given'}`;
      onFraction(state.progress / 100);
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

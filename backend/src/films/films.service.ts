import { Injectable } from '@nestjs/common';
import { filmSchema, type ProjectFilm } from '@studio/contracts/films';
import type { Job } from '@studio/contracts/jobs';
import { DEFAULT_RENDER_RESOLUTION, type RenderResolution } from '@studio/contracts/scenes';
import { JobsService } from '../jobs';
import { ProjectsService } from '../projects';
import type { RenderFilmPayload } from './film-render.job';

/** The project's film: queued as the 'project.render-film' job, read back from its newest complete run. */
@Injectable()
export class FilmsService {
  constructor(
    private readonly projects: ProjectsService,
    private readonly jobs: JobsService,
  ) {}

  /** Queues 'Render Film'; a film already being made is the answer. */
  async queueFilm(projectId: number, resolution: RenderResolution | undefined): Promise<Job> {
    await this.projects.get(projectId);
    const target = { type: 'project' as const, id: projectId };
    const active = await this.jobs.activeJob('project.render-film', target);
    if (active) return active;
    return this.jobs.enqueue<RenderFilmPayload>('project.render-film', { ...target, projectId }, { projectId, resolution: resolution ?? DEFAULT_RENDER_RESOLUTION });
  }

  /** The newest film made of the project; 404 for an unknown project. */
  async film(projectId: number): Promise<ProjectFilm> {
    await this.projects.get(projectId);
    const job = await this.jobs.latestComplete('project.render-film', { type: 'project', id: projectId });
    // No film yet is an answer, not an error: the console asks on every visit.
    if (!job) return { film: null };
    return { film: filmSchema.parse({ ...(job.result as object), jobId: job.id, finishedAt: job.finishedAt }) };
  }
}

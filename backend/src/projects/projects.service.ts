import { Injectable } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import type { CreateProject, Project, UpdateProject } from '@studio/contracts/projects';
import { definedFields } from '../common';
import { type CascadedFiles, CascadedMedia, type CascadedIds, MediaStorage, type MediaOwner } from '../media';
import { NoProjectNamedError, ProjectNotFoundError, UnknownProjectError } from './project.errors';
import type { ProjectEntity } from './project.entity';
import { toProject } from './project.mapper';
import { ProjectsRepository } from './projects.repository';

@Injectable()
export class ProjectsService {
  private readonly contentMedia: CascadedMedia;

  constructor(
    private readonly projects: ProjectsRepository,
    private readonly media: MediaStorage,
  ) {
    this.contentMedia = new CascadedMedia(media);
  }

  async list(): Promise<Project[]> {
    return (await this.projects.list()).map(toProject);
  }

  async get(id: number): Promise<Project> {
    return toProject(await this.requireProject(id));
  }

  /** By id, else by name (the oldest of that name); 404 for neither. */
  async byIdOrName(ref: { projectId?: number; projectName?: string }): Promise<Project> {
    if (ref.projectId !== undefined) return this.get(ref.projectId);
    const found = await this.projects.findByName(ref.projectName ?? '');
    if (!found) throw new NoProjectNamedError(ref.projectName ?? '');
    return toProject(found);
  }

  async create(input: CreateProject): Promise<Project> {
    return toProject(await this.projects.insert({ name: input.name, description: input.description }));
  }

  /** The project of that name (the oldest, if several share it), else a new one; says which. */
  async findOrCreateByName(name: string, description: string): Promise<{ project: Project; created: boolean }> {
    const existing = await this.projects.findByName(name);
    if (existing) return { project: toProject(existing), created: false };
    return { project: await this.create({ name, description }), created: true };
  }

  async update(id: number, input: UpdateProject): Promise<Project> {
    const row = await this.requireProject(id);
    Object.assign(row, definedFields(input));
    return toProject(await this.projects.save(row));
  }

  /**
   * The modules whose rows belong to a project depend on this one: each says here how to find its
   * rows' ids, so their media go with the project.
   */
  addContentMedia(owner: MediaOwner, idsInProject: CascadedIds): void {
    this.contentMedia.add(owner, idsInProject);
  }

  /** Likewise for a module that removes its rows' files itself (scenes: their media and render caches). */
  addContentFiles(idsInProject: CascadedIds, remove: CascadedFiles): void {
    this.contentMedia.addFiles(idsInProject, remove);
  }

  /** Deletes the project; the foreign keys cascade to everything in it. Then its entities' media go. */
  async remove(id: number): Promise<Ok> {
    const removeContentMedia = await this.contentMedia.collect(id);
    if (!(await this.projects.delete(id))) throw new ProjectNotFoundError(id);
    await removeContentMedia();
    // Folders kept per project: its screenplays, the director's archives and its film.
    await this.media.removeOwners('scripts', [id]);
    await this.media.removeOwners('archives', [id]);
    await this.media.removeOwners('films', [id]);
    return { ok: true };
  }

  /** For a project named in the URL: 404 when missing. */
  async requireProject(id: number): Promise<ProjectEntity> {
    const row = await this.projects.findById(id);
    if (!row) throw new ProjectNotFoundError(id);
    return row;
  }

  /** For a project named in a request body: 409 when missing. */
  async requireReferencedProject(id: number): Promise<void> {
    if (!(await this.projects.exists(id))) throw new UnknownProjectError(id);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Ok } from '@studio/contracts/common';
import type { EntityChange, EntityKind } from '@studio/contracts/events';
import type { CreateProject, Project, UpdateProject } from '@studio/contracts/projects';
import { Repository } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { definedFields } from '../common/defined-fields';
import { EntityEvents } from '../events/entity-events';
import { MediaStorage } from '../media/media-storage.service';
import { MusicTrackEntity } from '../music/music-track.entity';
import { SceneEntity } from '../scenes/scene.entity';
import { SetEntity } from '../sets/set.entity';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { ProjectNotFoundError, UnknownProjectError } from './project.errors';
import { ProjectEntity } from './project.entity';
import { toProject } from './project.mapper';

/** What a write changed; for 'scene-character' links the id is the scene's. */
export interface ChangedEntity {
  entity: EntityKind;
  id: number;
  change: EntityChange;
}

@Injectable()
export class ProjectsService {
  constructor(
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    private readonly media: MediaStorage,
    private readonly entityEvents: EntityEvents,
  ) {}

  async list(): Promise<Project[]> {
    return (await this.projects.find({ order: { id: 'ASC' } })).map(toProject);
  }

  async get(id: number): Promise<Project> {
    return toProject(await this.requireProject(id));
  }

  async create(input: CreateProject): Promise<Project> {
    const row = await this.projects.save(this.projects.create({ name: input.name, description: input.description }));
    this.entityEvents.publish('project', row.id, row.id, 'created');
    return toProject(row);
  }

  /** The project of that name (the oldest, if several share it), else a new one; says which. */
  async findOrCreateByName(name: string, description: string): Promise<{ project: Project; created: boolean }> {
    const existing = await this.projects.findOne({ where: { name }, order: { id: 'ASC' } });
    if (existing) return { project: toProject(existing), created: false };
    return { project: await this.create({ name, description }), created: true };
  }

  async update(id: number, input: UpdateProject): Promise<Project> {
    const row = await this.requireProject(id);
    Object.assign(row, definedFields(input), { revision: row.revision + 1 });
    const saved = await this.projects.save(row);
    this.entityEvents.publish('project', id, id, 'updated');
    return toProject(saved);
  }

  /** Deletes the project; the foreign keys cascade to everything in it. Then its entities' media go. */
  async remove(id: number): Promise<Ok> {
    const ownerIds = { select: { id: true }, where: { projectId: id } } as const;
    const [characters, sets, tracks, scenes, lines] = await Promise.all([
      this.projects.manager.find(CharacterEntity, ownerIds),
      this.projects.manager.find(SetEntity, ownerIds),
      this.projects.manager.find(MusicTrackEntity, ownerIds),
      this.projects.manager.find(SceneEntity, ownerIds),
      this.projects.manager
        .createQueryBuilder(VoiceLineEntity, 'line')
        .select('line.id')
        .innerJoin('line.character', 'character')
        .where('character.projectId = :id', { id })
        .getMany(),
    ]);
    const result = await this.projects.delete(id);
    if (!result.affected) throw new ProjectNotFoundError(id);
    this.entityEvents.publish('project', id, id, 'deleted');
    await this.media.removeOwners('characters', characters.map((row) => row.id));
    await this.media.removeOwners('sets', sets.map((row) => row.id));
    await this.media.removeOwners('music', tracks.map((row) => row.id));
    await this.media.removeOwners('voice-lines', lines.map((row) => row.id));
    await this.media.removeOwners('scenes', scenes.map((row) => row.id));
    // Folders kept per project: its screenplays, the director's archives and its film.
    await this.media.removeOwners('scripts', [id]);
    await this.media.removeOwners('archives', [id]);
    await this.media.removeOwners('films', [id]);
    return { ok: true };
  }

  /**
   * Marks the project as changed. Every write to the project's characters, sets, music, scenes,
   * links or voice lines calls this after writing, so the overview cache never serves stale data,
   * naming what changed so open screens hear of it on the live stream (GET /api/events).
   */
  async touch(projectId: number, changed?: ChangedEntity): Promise<void> {
    await this.projects.increment({ id: projectId }, 'revision', 1);
    const { entity, id, change } = changed ?? { entity: 'project', id: projectId, change: 'updated' };
    this.entityEvents.publish(entity, id, projectId, change);
  }

  /** For a project named in the URL: 404 when missing. */
  async requireProject(id: number): Promise<ProjectEntity> {
    const row = await this.projects.findOneBy({ id });
    if (!row) throw new ProjectNotFoundError(id);
    return row;
  }

  /** For a project named in a request body: 409 when missing. */
  async requireReferencedProject(id: number): Promise<void> {
    if (!(await this.projects.existsBy({ id }))) throw new UnknownProjectError(id);
  }
}

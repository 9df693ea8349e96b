import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Ok } from '@studio/contracts/common';
import type { createSetSchema, StudioSet, updateSetSchema } from '@studio/contracts/sets';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { definedFields } from '../common/defined-fields';
import { MediaStorage } from '../media/media-storage.service';
import { ProjectsService } from '../projects/projects.service';
import { ForeignSetError, SetNotFoundError, UnknownSetError } from './set.errors';
import { SetEntity } from './set.entity';
import { toSet } from './set.mapper';

export type CreateSetInput = z.output<typeof createSetSchema>;
export type UpdateSetInput = z.output<typeof updateSetSchema>;

@Injectable()
export class SetsService {
  constructor(
    @InjectRepository(SetEntity) private readonly sets: Repository<SetEntity>,
    private readonly projects: ProjectsService,
    private readonly media: MediaStorage,
  ) {}

  async listByProject(projectId: number): Promise<StudioSet[]> {
    await this.projects.requireProject(projectId);
    return (await this.sets.find({ where: { projectId }, order: { id: 'ASC' } })).map(toSet);
  }

  async get(id: number): Promise<StudioSet> {
    return toSet(await this.requireSet(id));
  }

  async create(input: CreateSetInput): Promise<StudioSet> {
    await this.projects.requireReferencedProject(input.projectId);
    const row = this.sets.create({
      name: input.name,
      description: input.description ?? null,
      type: input.type,
      projectId: input.projectId,
      status: 'pending',
      scenePath: null,
      oceanType: input.oceanType ?? null,
    });
    const saved = await this.sets.save(row);
    await this.projects.touch(saved.projectId, { entity: 'set', id: saved.id, change: 'created' });
    return toSet(saved);
  }

  async update(id: number, input: UpdateSetInput): Promise<StudioSet> {
    const row = await this.requireSet(id);
    Object.assign(row, definedFields(input));
    const saved = await this.sets.save(row);
    await this.projects.touch(saved.projectId, { entity: 'set', id, change: 'updated' });
    return toSet(saved);
  }

  /** Deletes the set; scenes that used it keep existing with no set (setId becomes null). */
  async remove(id: number): Promise<Ok> {
    const row = await this.requireSet(id);
    await this.sets.delete(id);
    // Its generated environment model goes with it.
    await this.media.removeOwners('sets', [id]);
    await this.projects.touch(row.projectId, { entity: 'set', id, change: 'deleted' });
    return { ok: true };
  }

  async requireSet(id: number): Promise<SetEntity> {
    const row = await this.sets.findOneBy({ id });
    if (!row) throw new SetNotFoundError(id);
    return row;
  }

  /** For a set named in a request body: 409 unless it exists in `projectId`. */
  async requireSetOfProject(id: number, projectId: number): Promise<void> {
    const row = await this.sets.findOne({ where: { id }, select: { id: true, projectId: true } });
    if (!row) throw new UnknownSetError(id);
    if (row.projectId !== projectId) throw new ForeignSetError(id);
  }
}

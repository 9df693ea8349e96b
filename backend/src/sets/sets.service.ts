import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import type { createSetSchema, StudioSet, updateSetSchema } from '@studio/contracts/sets';
import type { z } from 'zod';
import { definedFields, DuplicateNameError } from '../common';
import { MediaStorage } from '../media';
import { ProjectsService } from '../projects';
import { ForeignSetError, SetNotFoundError, UnknownSetError } from './set.errors';
import type { SetEntity } from './set.entity';
import { toSet } from './set.mapper';
import { SetsRepository } from './sets.repository';

export type CreateSetInput = z.output<typeof createSetSchema>;
export type UpdateSetInput = z.output<typeof updateSetSchema>;
/** Told of a set just created, within the request that created it. */
export type SetCreatedListener = (set: SetEntity) => Promise<void>;

const nameTaken = (existingName: string) => new DuplicateNameError('set', existingName);

@Injectable()
export class SetsService implements OnModuleInit {
  private readonly createdListeners: SetCreatedListener[] = [];

  constructor(
    private readonly sets: SetsRepository,
    private readonly projects: ProjectsService,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.projects.addContentMedia('sets', (projectId) => this.sets.idsInProject(projectId));
  }

  async listByProject(projectId: number): Promise<StudioSet[]> {
    await this.projects.requireProject(projectId);
    return (await this.sets.listByProject(projectId)).map(toSet);
  }

  async get(id: number): Promise<StudioSet> {
    return toSet(await this.requireSet(id));
  }

  async create(input: CreateSetInput): Promise<StudioSet> {
    await this.projects.requireReferencedProject(input.projectId);
    const saved = await this.sets.insertNamed(
      {
        name: input.name,
        description: input.description ?? null,
        type: input.type,
        projectId: input.projectId,
        status: 'pending',
        scenePath: null,
        oceanType: input.oceanType ?? null,
        kind: input.kind ?? null,
      },
      nameTaken,
    );
    for (const listener of this.createdListeners) await listener(saved);
    return toSet(saved);
  }

  /** Models are made in a module that depends on this one: it subscribes here to build a new set's. */
  onCreate(listener: SetCreatedListener): void {
    this.createdListeners.push(listener);
  }

  async update(id: number, input: UpdateSetInput): Promise<StudioSet> {
    const row = await this.requireSet(id);
    const changes = definedFields(input);
    if (Object.keys(changes).length === 0) return toSet(row);
    // Only the edited columns: a model job finishing meanwhile keeps the model it saved.
    const write = () => this.sets.update(id, changes);
    await this.sets.writeEdit(row, changes.name, nameTaken, write);
    return toSet(await this.requireSet(id));
  }

  /** Deletes the set; scenes that used it keep existing with no set (setId becomes null). */
  async remove(id: number): Promise<Ok> {
    const row = await this.requireSet(id);
    await this.sets.remove(row);
    // Its generated environment model goes with it.
    await this.media.removeOwners('sets', [id]);
    return { ok: true };
  }

  requireSet(id: number): Promise<SetEntity> {
    return this.sets.requireById(id, SetNotFoundError);
  }

  /** For a set named in a request body: 409 unless it exists in `projectId`. */
  async requireSetOfProject(id: number, projectId: number): Promise<void> {
    await this.sets.requireInProject(id, projectId, UnknownSetError, ForeignSetError);
  }
}

import { Injectable } from '@nestjs/common';
import type { createSetSchema, StudioSet, updateSetSchema } from '@studio/contracts/sets';
import type { z } from 'zod';
import { definedFields, DuplicateNameError } from '../common';
import { MediaStorage } from '../media';
import { ProjectItemService, ProjectsService } from '../projects';
import { ForeignSetError, SetNotFoundError, UnknownSetError } from './set.errors';
import type { SetEntity } from './set.entity';
import { newSetRow, toSet } from './set.mapper';
import { SetsRepository } from './sets.repository';

export type CreateSetInput = z.output<typeof createSetSchema>;
export type UpdateSetInput = z.output<typeof updateSetSchema>;
/** Told of a set just created, within the request that created it. */
export type SetCreatedListener = (set: SetEntity) => Promise<void>;

const nameTaken = (existingName: string) => new DuplicateNameError('set', existingName);

@Injectable()
export class SetsService extends ProjectItemService<SetEntity, StudioSet> {
  private readonly createdListeners: SetCreatedListener[] = [];

  constructor(
    private readonly sets: SetsRepository,
    projects: ProjectsService,
    media: MediaStorage,
  ) {
    // Deleting a set deletes its generated environment model; scenes that used it keep existing with no set (setId becomes null).
    super(sets, projects, media, { toItem: toSet, notFound: SetNotFoundError, mediaOwner: 'sets' });
  }

  async create(input: CreateSetInput): Promise<StudioSet> {
    await this.projects.requireReferencedProject(input.projectId);
    const saved = await this.sets.insertNamed(newSetRow(input.projectId, input), nameTaken);
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

  requireSet(id: number): Promise<SetEntity> {
    return this.sets.requireById(id, SetNotFoundError);
  }

  /** For a set named in a request body: 409 unless it exists in `projectId`. */
  async requireSetOfProject(id: number, projectId: number): Promise<void> {
    await this.sets.requireInProject(id, projectId, UnknownSetError, ForeignSetError);
  }
}

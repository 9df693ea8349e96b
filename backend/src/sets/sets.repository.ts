import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { insertInBulk, type RowChanges, updateInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from '../projects';
import { SetEntity } from './set.entity';

export type NewSet = Omit<SetEntity, 'id' | 'project'>;
/** The columns written after creation: the generated model and its status. */
export type SetModelChanges = Partial<Pick<SetEntity, 'scenePath' | 'status'>>;

/** The sets table. Writes move the project's revision (ProjectTouchSubscriber). */
@Injectable()
export class SetsRepository {
  constructor(@InjectRepository(SetEntity) private readonly sets: Repository<SetEntity>) {}

  listByProject(projectId: number): Promise<SetEntity[]> {
    return this.sets.find({ where: { projectId }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<SetEntity | null> {
    return this.sets.findOneBy({ id });
  }

  async idsInProject(projectId: number): Promise<number[]> {
    return (await this.sets.find({ select: { id: true }, where: { projectId } })).map((row) => row.id);
  }

  insert(set: NewSet): Promise<SetEntity> {
    return this.sets.save(this.sets.create(set));
  }

  /** A project's new sets in bulk, within the caller's transaction (a blueprint's). */
  async insertMany(manager: EntityManager, projectId: number, sets: NewSet[]): Promise<SetEntity[]> {
    await projectContentChangedInBulk(manager, projectId);
    return insertInBulk(manager, SetEntity, sets);
  }

  /** Many of a project's rows at once, each its own changes, within the caller's transaction (a blueprint's files). */
  async updateMany(manager: EntityManager, projectId: number, updates: ReadonlyArray<RowChanges<SetEntity>>): Promise<void> {
    await projectContentChangedInBulk(manager, projectId);
    await updateInBulk(manager, SetEntity, updates);
  }

  save(row: SetEntity): Promise<SetEntity> {
    return this.sets.save(row);
  }

  /** False when the set is gone (deleted meanwhile). */
  async update(id: number, changes: SetModelChanges): Promise<boolean> {
    const { affected } = await this.sets.update({ id }, changes);
    if (affected) await projectContentChanged(this.sets.manager, SetEntity, { id }, 'updated');
    return Boolean(affected);
  }

  async remove(row: SetEntity): Promise<void> {
    await this.sets.remove(this.sets.create(row));
  }
}

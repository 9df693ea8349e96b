import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { insertInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from '../projects';
import { SceneEntity } from './scene.entity';

export type NewScene = Omit<SceneEntity, 'id' | 'project' | 'set' | 'music'>;
/** The columns a render writes: its outputs, the scene's status, and updatedAt with either. */
export type SceneRenderChanges = Partial<Pick<SceneEntity, 'renderedPath' | 'posterPath' | 'subtitlesPath' | 'status'>> & Pick<SceneEntity, 'updatedAt'>;

/** The scenes table. Writes move the project's revision (ProjectTouchSubscriber). */
@Injectable()
export class ScenesRepository {
  constructor(@InjectRepository(SceneEntity) private readonly scenes: Repository<SceneEntity>) {}

  listByProject(projectId: number): Promise<SceneEntity[]> {
    return this.scenes.find({ where: { projectId }, order: { id: 'ASC' } });
  }

  /** Every scene, oldest first: those of one project when given. */
  list(projectId?: number): Promise<SceneEntity[]> {
    return this.scenes.find({ where: projectId === undefined ? {} : { projectId }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<SceneEntity | null> {
    return this.scenes.findOneBy({ id });
  }

  async idsInProject(projectId: number): Promise<number[]> {
    return (await this.scenes.find({ select: { id: true }, where: { projectId } })).map((row) => row.id);
  }

  insert(scene: NewScene): Promise<SceneEntity> {
    return this.scenes.save(this.scenes.create(scene));
  }

  /** A project's new scenes in bulk, within the caller's transaction (a blueprint's). */
  async insertMany(manager: EntityManager, projectId: number, scenes: NewScene[]): Promise<SceneEntity[]> {
    await projectContentChangedInBulk(manager, projectId);
    return insertInBulk(manager, SceneEntity, scenes);
  }

  save(row: SceneEntity): Promise<SceneEntity> {
    return this.scenes.save(row);
  }

  /** False when the scene is gone (deleted meanwhile). */
  async update(id: number, changes: SceneRenderChanges): Promise<boolean> {
    const { affected } = await this.scenes.update({ id }, changes);
    if (affected) await projectContentChanged(this.scenes.manager, SceneEntity, { id }, 'updated');
    return Boolean(affected);
  }

  /** The foreign keys take its character links along and unassign its voice lines. */
  async remove(row: SceneEntity): Promise<void> {
    await this.scenes.remove(this.scenes.create(row));
  }
}

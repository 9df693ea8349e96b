import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProjectItemRepository } from '../projects';
import { SceneEntity } from './scene.entity';

export type NewScene = Omit<SceneEntity, 'id' | 'project' | 'set' | 'music'>;
/**
 * The columns written after creation, updatedAt with each: an edit's, and a render's (its outputs
 * and the key of what they were made from, the scene's status).
 */
export type SceneChanges = Partial<
  Pick<SceneEntity, 'name' | 'description' | 'setId' | 'musicId' | 'status' | 'timeOfDay' | 'weather' | 'pace' | 'renderedPath' | 'posterPath' | 'subtitlesPath' | 'renderedKey'>
> &
  Pick<SceneEntity, 'updatedAt'>;

/** The scenes table. */
@Injectable()
export class ScenesRepository extends ProjectItemRepository<SceneEntity, NewScene, SceneChanges> {
  constructor(@InjectRepository(SceneEntity) scenes: Repository<SceneEntity>) {
    super(scenes);
  }

  /** Every scene, oldest first: those of one project when given. */
  list(projectId?: number): Promise<SceneEntity[]> {
    return this.rows.find({ where: projectId === undefined ? {} : { projectId }, order: { id: 'ASC' } });
  }
}

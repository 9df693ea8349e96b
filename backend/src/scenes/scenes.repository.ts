import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProjectItemRepository } from '../projects';
import { SceneEntity } from './scene.entity';

export type NewScene = Omit<SceneEntity, 'id' | 'project' | 'set' | 'music'>;
/** The columns a render writes: its outputs and the key of what they were made from, the scene's status, and updatedAt with either. */
export type SceneRenderChanges = Partial<Pick<SceneEntity, 'renderedPath' | 'posterPath' | 'subtitlesPath' | 'renderedKey' | 'status'>> & Pick<SceneEntity, 'updatedAt'>;

/** The scenes table. */
@Injectable()
export class ScenesRepository extends ProjectItemRepository<SceneEntity, NewScene, SceneRenderChanges> {
  constructor(@InjectRepository(SceneEntity) scenes: Repository<SceneEntity>) {
    super(scenes);
  }

  /** Every scene, oldest first: those of one project when given. */
  list(projectId?: number): Promise<SceneEntity[]> {
    return this.rows.find({ where: projectId === undefined ? {} : { projectId }, order: { id: 'ASC' } });
  }
}

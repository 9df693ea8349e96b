import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { insertInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from '../projects';
import type { SceneCastRow } from '../scenes';
import { SceneCharacterEntity } from './scene-character.entity';

export type SceneCharacterLink = Pick<SceneCharacterEntity, 'sceneId' | 'characterId'>;

/** The scene_characters table (who is cast in which scene). Writes move the project's revision (ProjectTouchSubscriber). */
@Injectable()
export class SceneCharactersRepository {
  constructor(@InjectRepository(SceneCharacterEntity) private readonly links: Repository<SceneCharacterEntity>) {}

  exists(link: SceneCharacterLink): Promise<boolean> {
    return this.links.existsBy(link);
  }

  /** The links of a project's scenes, by scene then character; within `manager`'s transaction when given. */
  listByProject(projectId: number, manager?: EntityManager): Promise<SceneCharacterEntity[]> {
    return (manager?.getRepository(SceneCharacterEntity) ?? this.links)
      .createQueryBuilder('link')
      .innerJoin('link.scene', 'scene')
      .where('scene.projectId = :projectId', { projectId })
      .orderBy('link.sceneId', 'ASC')
      .addOrderBy('link.characterId', 'ASC')
      .getMany();
  }

  listByScene(sceneId: number): Promise<SceneCharacterEntity[]> {
    return this.links.find({ where: { sceneId }, order: { characterId: 'ASC' } });
  }

  /** The scenes' casts with the characters' names, in one query. */
  async castOf(sceneIds: number[]): Promise<SceneCastRow[]> {
    const rows = await this.links
      .createQueryBuilder('link')
      .innerJoin('link.character', 'character')
      .select('link.sceneId', 'sceneId')
      .addSelect('character.id', 'id')
      .addSelect('character.name', 'name')
      .where({ sceneId: In(sceneIds) })
      .orderBy('character.id', 'ASC')
      .getRawMany<{ sceneId: number | string; id: number | string; name: string }>();
    return rows.map((row) => ({ sceneId: Number(row.sceneId), id: Number(row.id), name: row.name }));
  }

  insert(link: SceneCharacterLink): Promise<SceneCharacterEntity> {
    return this.links.save(this.links.create(link));
  }

  /** A project's new links in bulk, within the caller's transaction (a blueprint's). */
  async insertMany(manager: EntityManager, projectId: number, links: SceneCharacterLink[]): Promise<SceneCharacterEntity[]> {
    await projectContentChangedInBulk(manager, projectId);
    return insertInBulk(manager, SceneCharacterEntity, links);
  }

  /** False when there was no such link. */
  async delete(link: SceneCharacterLink): Promise<boolean> {
    const { affected } = await this.links.delete(link);
    if (affected) await projectContentChanged(this.links.manager, SceneCharacterEntity, link, 'deleted');
    return Boolean(affected);
  }
}

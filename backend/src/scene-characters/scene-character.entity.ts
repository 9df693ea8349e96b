import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProjectContent } from '../database';

/** A character cast in a scene; it belongs to the scene's project. Relations by name: other modules own those tables. */
@Entity('scene_characters')
@ProjectContent({ kind: 'scene-character', projectThrough: 'scene', idColumn: 'sceneId' })
export class SceneCharacterEntity {
  @PrimaryColumn({ type: 'int' })
  sceneId: number;

  @Index()
  @PrimaryColumn({ type: 'int' })
  characterId: number;

  @ManyToOne('SceneEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sceneId' })
  scene?: unknown;

  @ManyToOne('CharacterEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'characterId' })
  character?: unknown;
}

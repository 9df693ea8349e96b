import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { SceneEntity } from '../scenes/scene.entity';

@Entity('scene_characters')
export class SceneCharacterEntity {
  @PrimaryColumn({ type: 'int' })
  sceneId: number;

  @Index()
  @PrimaryColumn({ type: 'int' })
  characterId: number;

  @ManyToOne(() => SceneEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sceneId' })
  scene?: SceneEntity;

  @ManyToOne(() => CharacterEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'characterId' })
  character?: CharacterEntity;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { idColumn, pathColumn, statusColumn } from '../database/column-types';
import { CharacterEntity } from '../characters/character.entity';
import { SceneEntity } from '../scenes/scene.entity';

/** A voice line belongs to a project through its speaker (characterId). */
@Entity('voice_lines')
export class VoiceLineEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // Deleting a scene keeps its lines for reuse elsewhere; they become unassigned.
  @Index()
  @Column(idColumn(true))
  sceneId: number | null;

  @ManyToOne(() => SceneEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sceneId' })
  scene?: SceneEntity | null;

  // A line without its speaker is meaningless (nothing to voice it with), so it goes with the character.
  @Index()
  @Column(idColumn(false))
  characterId: number;

  @ManyToOne(() => CharacterEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'characterId' })
  character?: CharacterEntity;

  @Column({ type: 'text' })
  text: string;

  @Column(statusColumn)
  status: string;

  @Column(pathColumn)
  filePath: string | null;
}

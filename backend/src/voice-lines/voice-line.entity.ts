import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CameraShotKind, PerformanceAction, PerformanceEmotion } from '@studio/contracts/direction';
import { idColumn, pathColumn, ProjectContent, shortTextColumn, statusColumn } from '../database';

/** A voice line belongs to a project through its speaker (characterId). Relations by name: other modules own those tables. */
@Entity('voice_lines')
@ProjectContent({ kind: 'voice-line', projectThrough: 'character' })
export class VoiceLineEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // Deleting a scene keeps its lines for reuse elsewhere; they become unassigned.
  @Index()
  @Column(idColumn(true))
  sceneId: number | null;

  @ManyToOne('SceneEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sceneId' })
  scene?: unknown;

  // A line without its speaker is meaningless (nothing to voice it with), so it goes with the character.
  @Index()
  @Column(idColumn(false))
  characterId: number;

  @ManyToOne('CharacterEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'characterId' })
  character?: unknown;

  @Column({ type: 'text' })
  text: string;

  @Column(statusColumn)
  status: string;

  @Column(pathColumn)
  filePath: string | null;

  /**
   * The audio's phonemes with their times (JSON of PhonemeTiming[]) when its engine reported them,
   * which shape the speaker's mouth in a render; null for audio without them (cloud voices).
   */
  @Column({ type: 'text', nullable: true })
  phonemes: string | null;

  // The line's direction (contracts direction.ts); null in each: automatic.
  @Column(shortTextColumn(true))
  emotion: PerformanceEmotion | null;

  @Column({ type: 'double', nullable: true })
  intensity: number | null;

  @Column(shortTextColumn(true))
  action: PerformanceAction | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  actionTarget: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  parenthetical: string | null;

  @Column(shortTextColumn(true))
  cameraKind: CameraShotKind | null;

  // No foreign key: a subject who left the project or the scene falls back to the shot's usual subject.
  @Column(idColumn(true))
  cameraSubjectId: number | null;

  @Column({ type: 'int', nullable: true })
  pauseBefore: number | null;
}

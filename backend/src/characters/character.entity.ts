import { Column, Entity } from 'typeorm';
import { pathColumn, ProjectContent, ProjectItemRow } from '../database';

@Entity('characters')
@ProjectContent({ kind: 'character' })
export class CharacterEntity extends ProjectItemRow {
  @Column(pathColumn)
  modelPath: string | null;

  @Column(pathColumn)
  referenceImagePath: string | null;

  @Column({ type: 'boolean', default: false })
  isPirate: boolean;

  // The voice profile, stored at creation so a rename keeps the voice. Null on rows made before
  // profiles were stored: those speak with the profile derived from the name.
  @Column({ type: 'varchar', length: 64, nullable: true })
  voiceName: string | null;

  @Column({ type: 'int', nullable: true })
  voicePitch: number | null;

  @Column({ type: 'int', nullable: true })
  voiceRate: number | null;
}

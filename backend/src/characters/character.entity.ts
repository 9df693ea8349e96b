import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { descriptionColumn, idColumn, nameColumn, pathColumn, statusColumn } from '../database/column-types';
import { ProjectEntity } from '../projects/project.entity';

@Entity('characters')
export class CharacterEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(nameColumn)
  name: string;

  @Column(descriptionColumn)
  description: string | null;

  @Index()
  @Column(idColumn(false))
  projectId: number;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId' })
  project?: ProjectEntity;

  @Column(statusColumn)
  status: string;

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

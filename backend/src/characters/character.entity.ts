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
}

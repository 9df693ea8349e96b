import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import {
  descriptionColumn,
  idColumn,
  nameColumn,
  pathColumn,
  shortTextColumn,
  statusColumn,
} from '../database/column-types';
import { ProjectEntity } from '../projects/project.entity';

@Entity('sets')
export class SetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(nameColumn)
  name: string;

  @Column(descriptionColumn)
  description: string | null;

  @Column(shortTextColumn(false))
  type: string;

  @Index()
  @Column(idColumn(false))
  projectId: number;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId' })
  project?: ProjectEntity;

  @Column(statusColumn)
  status: string;

  @Column(pathColumn)
  scenePath: string | null;

  @Column(shortTextColumn(true))
  oceanType: string | null;
}

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

@Entity('music_tracks')
export class MusicTrackEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(nameColumn)
  name: string;

  @Column(shortTextColumn(false))
  style: string;

  @Column(descriptionColumn)
  description: string | null;

  @Column(shortTextColumn(true))
  mood: string | null;

  @Index()
  @Column(idColumn(false))
  projectId: number;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId' })
  project?: ProjectEntity;

  @Column(statusColumn)
  status: string;

  @Column(pathColumn)
  filePath: string | null;
}

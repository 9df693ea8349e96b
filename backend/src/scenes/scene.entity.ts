import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import {
  dateTimeColumn,
  descriptionColumn,
  idColumn,
  nameColumn,
  pathColumn,
  statusColumn,
} from '../database/column-types';
import { MusicTrackEntity } from '../music/music-track.entity';
import { ProjectEntity } from '../projects/project.entity';
import { SetEntity } from '../sets/set.entity';

@Entity('scenes')
export class SceneEntity {
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

  // A removed set or track leaves the scene in place, just without it.
  @Column(idColumn(true))
  setId: number | null;

  @ManyToOne(() => SetEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'setId' })
  set?: SetEntity | null;

  @Column(idColumn(true))
  musicId: number | null;

  @ManyToOne(() => MusicTrackEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'musicId' })
  music?: MusicTrackEntity | null;

  @Column(statusColumn)
  status: string;

  /** The last successful render's MP4, poster JPEG and .srt under /media/scenes/<id>/; null until rendered. */
  @Column(pathColumn)
  renderedPath: string | null;

  @Column(pathColumn)
  posterPath: string | null;

  @Column(pathColumn)
  subtitlesPath: string | null;

  /** Set by the service on every write (millisecond precision, so consecutive edits differ). */
  @Column(dateTimeColumn)
  updatedAt: Date;
}

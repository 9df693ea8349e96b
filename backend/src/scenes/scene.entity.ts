import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import type { ScenePace } from '@studio/contracts/direction';
import type { TimeOfDay, Weather } from '@studio/contracts/scenes';
import { dateTimeColumn, idColumn, pathColumn, ProjectContent, ProjectItemRow, shortTextColumn } from '../database';

@Entity('scenes')
@ProjectContent({ kind: 'scene' })
export class SceneEntity extends ProjectItemRow {
  // A removed set or track leaves the scene in place, just without it. Relations by name: the
  // sets and music modules own those tables.
  @Column(idColumn(true))
  setId: number | null;

  @ManyToOne('SetEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'setId' })
  set?: unknown;

  @Column(idColumn(true))
  musicId: number | null;

  @ManyToOne('MusicTrackEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'musicId' })
  music?: unknown;

  /** The light and weather the scene is played in; null: automatic, read from its heading and description. */
  @Column(shortTextColumn(true))
  timeOfDay: TimeOfDay | null;

  @Column(shortTextColumn(true))
  weather: Weather | null;

  /** How fast the scene is cut; null: automatic (normal). */
  @Column(shortTextColumn(true))
  pace: ScenePace | null;

  /** The last successful render's MP4, poster JPEG and .srt under /media/scenes/<id>/; null until rendered. */
  @Column(pathColumn)
  renderedPath: string | null;

  @Column(pathColumn)
  posterPath: string | null;

  @Column(pathColumn)
  subtitlesPath: string | null;

  /** The content key (scene-timeline render-key.ts) of what the last render was made from; null until rendered. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  renderedKey: string | null;

  /** Set by the service on every write (millisecond precision, so consecutive edits differ). */
  @Column(dateTimeColumn)
  updatedAt: Date;
}

import { Column, Entity } from 'typeorm';
import { pathColumn, ProjectContent, ProjectItemRow, shortTextColumn } from '../database';

@Entity('music_tracks')
@ProjectContent({ kind: 'music' })
export class MusicTrackEntity extends ProjectItemRow {
  @Column(shortTextColumn(false))
  style: string;

  @Column(shortTextColumn(true))
  mood: string | null;

  @Column(pathColumn)
  filePath: string | null;
}

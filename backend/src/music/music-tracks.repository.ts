import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ProjectItemRepository } from '../projects';
import { MusicTrackEntity } from './music-track.entity';

export type NewMusicTrack = Omit<MusicTrackEntity, 'id' | 'project'>;
/** The columns written after creation: the audio file and its status. */
export type TrackAudioChanges = Partial<Pick<MusicTrackEntity, 'filePath' | 'status'>>;

/** The music_tracks table. */
@Injectable()
export class MusicTracksRepository extends ProjectItemRepository<MusicTrackEntity, NewMusicTrack, TrackAudioChanges> {
  constructor(@InjectRepository(MusicTrackEntity) tracks: Repository<MusicTrackEntity>) {
    super(tracks);
  }

  /** Only while the track has no file (an upload wins over a composition); false otherwise. */
  updateIfNoFile(id: number, changes: TrackAudioChanges): Promise<boolean> {
    return this.updateWhere({ id, filePath: IsNull() }, changes);
  }

  /** Only while the track's file is still `filePath` (null: none); false otherwise. */
  updateIfFileIs(id: number, filePath: string | null, changes: TrackAudioChanges): Promise<boolean> {
    return this.updateWhere({ id, filePath: filePath === null ? IsNull() : filePath }, changes);
  }
}

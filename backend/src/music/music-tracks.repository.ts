import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, IsNull, Repository } from 'typeorm';
import { insertInBulk, type RowChanges, updateInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from '../projects';
import { MusicTrackEntity } from './music-track.entity';

export type NewMusicTrack = Omit<MusicTrackEntity, 'id' | 'project'>;
/** The columns written after creation: the audio file and its status. */
export type TrackAudioChanges = Partial<Pick<MusicTrackEntity, 'filePath' | 'status'>>;

/** The music_tracks table. Writes move the project's revision (ProjectTouchSubscriber). */
@Injectable()
export class MusicTracksRepository {
  constructor(@InjectRepository(MusicTrackEntity) private readonly tracks: Repository<MusicTrackEntity>) {}

  listByProject(projectId: number): Promise<MusicTrackEntity[]> {
    return this.tracks.find({ where: { projectId }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<MusicTrackEntity | null> {
    return this.tracks.findOneBy({ id });
  }

  async idsInProject(projectId: number): Promise<number[]> {
    return (await this.tracks.find({ select: { id: true }, where: { projectId } })).map((row) => row.id);
  }

  insert(track: NewMusicTrack): Promise<MusicTrackEntity> {
    return this.tracks.save(this.tracks.create(track));
  }

  /** A project's new tracks in bulk, within the caller's transaction (a blueprint's). */
  async insertMany(manager: EntityManager, projectId: number, tracks: NewMusicTrack[]): Promise<MusicTrackEntity[]> {
    await projectContentChangedInBulk(manager, projectId);
    return insertInBulk(manager, MusicTrackEntity, tracks);
  }

  /** Many of a project's rows at once, each its own changes, within the caller's transaction (a blueprint's files). */
  async updateMany(manager: EntityManager, projectId: number, updates: ReadonlyArray<RowChanges<MusicTrackEntity>>): Promise<void> {
    await projectContentChangedInBulk(manager, projectId);
    await updateInBulk(manager, MusicTrackEntity, updates);
  }

  save(row: MusicTrackEntity): Promise<MusicTrackEntity> {
    return this.tracks.save(row);
  }

  /** False when the track is gone (deleted meanwhile). */
  update(id: number, changes: TrackAudioChanges): Promise<boolean> {
    return this.updateWhere({ id }, changes);
  }

  /** Only while the track has no file (an upload wins over a composition); false otherwise. */
  updateIfNoFile(id: number, changes: TrackAudioChanges): Promise<boolean> {
    return this.updateWhere({ id, filePath: IsNull() }, changes);
  }

  async remove(row: MusicTrackEntity): Promise<void> {
    await this.tracks.remove(this.tracks.create(row));
  }

  private async updateWhere(where: FindOptionsWhere<MusicTrackEntity> & { id: number }, changes: TrackAudioChanges): Promise<boolean> {
    const { affected } = await this.tracks.update(where, changes);
    if (affected) await projectContentChanged(this.tracks.manager, MusicTrackEntity, { id: where.id }, 'updated');
    return Boolean(affected);
  }
}

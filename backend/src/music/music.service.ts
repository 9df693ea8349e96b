import { Injectable } from '@nestjs/common';
import type { createMusicTrackSchema, MusicTrack, updateMusicTrackSchema } from '@studio/contracts/music';
import type { z } from 'zod';
import { definedFields, DuplicateNameError } from '../common';
import { MediaStorage, MUSIC_AUDIO, type UploadedMedia } from '../media';
import { ProjectItemService, ProjectsService } from '../projects';
import { MusicComposeJob } from './music-compose.job';
import { ForeignMusicTrackError, MusicTrackNotFoundError, UnknownMusicTrackError } from './music-track.errors';
import type { MusicTrackEntity } from './music-track.entity';
import { newMusicTrackRow, toMusicTrack } from './music-track.mapper';
import { MusicTracksRepository } from './music-tracks.repository';

export type CreateMusicTrackInput = z.output<typeof createMusicTrackSchema>;
export type UpdateMusicTrackInput = z.output<typeof updateMusicTrackSchema>;

const nameTaken = (existingName: string) => new DuplicateNameError('music track', existingName);

@Injectable()
export class MusicService extends ProjectItemService<MusicTrackEntity, MusicTrack> {
  constructor(
    private readonly tracks: MusicTracksRepository,
    projects: ProjectsService,
    media: MediaStorage,
    private readonly composer: MusicComposeJob,
  ) {
    // Deleting a track deletes its audio; scenes that used it keep existing with no music (musicId becomes null).
    super(tracks, projects, media, { toItem: toMusicTrack, notFound: MusicTrackNotFoundError, mediaOwner: 'music' });
  }

  /** Creates the track and queues the composition of its audio. */
  async create(input: CreateMusicTrackInput): Promise<MusicTrack> {
    await this.projects.requireReferencedProject(input.projectId);
    const saved = await this.tracks.insertNamed(newMusicTrackRow(input.projectId, input), nameTaken);
    // Created without a file: compose one (an upload made later replaces it).
    await this.composer.enqueue(saved);
    return toMusicTrack(saved);
  }

  async update(id: number, input: UpdateMusicTrackInput): Promise<MusicTrack> {
    const row = await this.requireTrack(id);
    const changes = definedFields(input);
    Object.assign(row, changes);
    const write = () => this.tracks.save(row);
    return toMusicTrack(await this.tracks.writeEdit(row, changes.name, nameTaken, write));
  }

  /** Stores an uploaded audio file as the track's (status 'complete'), deleting the previous file. */
  setAudio(id: number, file: UploadedMedia | undefined): Promise<MusicTrack> {
    return this.storeUpload(id, file, {
      kind: MUSIC_AUDIO,
      prefix: 'audio',
      replaced: (row) => row.filePath,
      changes: (url) => ({ filePath: url, status: 'complete' }),
    });
  }

  requireTrack(id: number): Promise<MusicTrackEntity> {
    return this.tracks.requireById(id, MusicTrackNotFoundError);
  }

  /** For a track named in a request body: 409 unless it exists in `projectId`. */
  async requireTrackOfProject(id: number, projectId: number): Promise<void> {
    await this.tracks.requireInProject(id, projectId, UnknownMusicTrackError, ForeignMusicTrackError);
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import type { Job } from '@studio/contracts/jobs';
import type { createMusicTrackSchema, MusicTrack, updateMusicTrackSchema } from '@studio/contracts/music';
import type { z } from 'zod';
import { definedFields, DuplicateNameError } from '../common';
import { JobsService } from '../jobs';
import { MediaStorage, MUSIC_AUDIO, requireMediaUpload, type UploadedMedia } from '../media';
import { ProjectsService } from '../projects';
import { MusicComposeJob } from './music-compose.job';
import { ForeignMusicTrackError, MusicTrackNotFoundError, UnknownMusicTrackError } from './music-track.errors';
import type { MusicTrackEntity } from './music-track.entity';
import { toMusicTrack } from './music-track.mapper';
import { MusicTracksRepository } from './music-tracks.repository';

export type CreateMusicTrackInput = z.output<typeof createMusicTrackSchema>;
export type UpdateMusicTrackInput = z.output<typeof updateMusicTrackSchema>;

const nameTaken = (existingName: string) => new DuplicateNameError('music track', existingName);

@Injectable()
export class MusicService implements OnModuleInit {
  constructor(
    private readonly tracks: MusicTracksRepository,
    private readonly projects: ProjectsService,
    private readonly media: MediaStorage,
    private readonly composer: MusicComposeJob,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.projects.addContentMedia('music', (projectId) => this.tracks.idsInProject(projectId));
  }

  async listByProject(projectId: number): Promise<MusicTrack[]> {
    await this.projects.requireProject(projectId);
    return (await this.tracks.listByProject(projectId)).map(toMusicTrack);
  }

  async get(id: number): Promise<MusicTrack> {
    return toMusicTrack(await this.requireTrack(id));
  }

  /** Creates the track and queues the composition of its audio. */
  async create(input: CreateMusicTrackInput): Promise<MusicTrack> {
    await this.projects.requireReferencedProject(input.projectId);
    const saved = await this.tracks.insertNamed(
      {
        name: input.name,
        style: input.style,
        description: input.description ?? null,
        mood: input.mood ?? null,
        projectId: input.projectId,
        status: 'pending',
        filePath: null,
      },
      nameTaken,
    );
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

  /** Composes the track's audio again (the current file stays until the new one replaces it); a composition under way is the answer. */
  async recompose(id: number): Promise<Job> {
    const row = await this.requireTrack(id);
    return (await this.jobs.activeJob('music.compose', { type: 'music', id })) ?? this.composer.enqueue(row);
  }

  /** Stores an uploaded audio file as the track's (status 'complete'), deleting the previous file. */
  async setAudio(id: number, file: UploadedMedia | undefined): Promise<MusicTrack> {
    const row = await this.requireTrack(id);
    const url = await this.media.replaceWithUpload(
      'music',
      id,
      { prefix: 'audio', upload: requireMediaUpload(MUSIC_AUDIO, file), replaced: row.filePath },
      (stored) => this.tracks.update(id, { filePath: stored, status: 'complete' }),
      () => new MusicTrackNotFoundError(id),
    );
    return toMusicTrack({ ...row, filePath: url, status: 'complete' });
  }

  /** Deletes the track; scenes that used it keep existing with no music (musicId becomes null); then its media. */
  async remove(id: number): Promise<Ok> {
    const row = await this.requireTrack(id);
    await this.tracks.remove(row);
    await this.media.removeOwners('music', [id]);
    return { ok: true };
  }

  requireTrack(id: number): Promise<MusicTrackEntity> {
    return this.tracks.requireById(id, MusicTrackNotFoundError);
  }

  /** For a track named in a request body: 409 unless it exists in `projectId`. */
  async requireTrackOfProject(id: number, projectId: number): Promise<void> {
    await this.tracks.requireInProject(id, projectId, UnknownMusicTrackError, ForeignMusicTrackError);
  }
}

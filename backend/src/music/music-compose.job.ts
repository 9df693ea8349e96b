import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Job, JobState } from '@studio/contracts/jobs';
import { musicStyleSchema, type MusicTrack } from '@studio/contracts/music';
import { MUSIC_ENGINE, type SelectedMusicEngine } from '../engine-selection';
import { JobsService } from '../jobs';
import { MediaStorage } from '../media';
import { MusicTrackNotFoundError } from './music-track.errors';
import type { MusicTrackEntity } from './music-track.entity';
import { MusicTracksRepository } from './music-tracks.repository';

export const COMPOSED_TRACK_SECONDS = 30;

export interface ComposeTrackPayload {
  trackId: number;
}

export interface ComposedTrack {
  /** Null when an upload (or a delete) came first. */
  filePath: string | null;
  /** The engine that composed it, e.g. 'local synthesizer'. */
  engine: string;
  /** Why the local composer made it when the cloud one failed. */
  fallback?: string;
}

const TRACK_STATUS: Record<JobState, MusicTrack['status']> = {
  queued: 'pending',
  running: 'in_progress',
  complete: 'complete',
  failed: 'failed',
};

/** The same track id always gives the same music (a 32-bit seed from the id). */
export const seedForTrack = (trackId: number) => Math.imul(trackId, 2654435761) >>> 0;

/**
 * The 'music.compose' job: composes a track created without an uploaded file. An upload made
 * meanwhile wins: the job only writes to a track that still has no file.
 */
@Injectable()
export class MusicComposeJob implements OnModuleInit {
  constructor(
    private readonly tracks: MusicTracksRepository,
    @Inject(MUSIC_ENGINE) private readonly engine: SelectedMusicEngine,
    private readonly jobs: JobsService,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<ComposeTrackPayload, ComposedTrack>('music.compose', {
      run: async ({ payload, reportProgress }) => {
        const track = await this.tracks.findById(payload.trackId);
        if (!track) throw new MusicTrackNotFoundError(payload.trackId);
        reportProgress(0, 'composing music');
        const music = await this.engine.compose(
          {
            style: musicStyleSchema.parse(track.style),
            mood: track.mood,
            description: track.description,
            seed: seedForTrack(track.id),
            durationSeconds: COMPOSED_TRACK_SECONDS,
          },
          (fraction) => reportProgress(fraction * 0.95),
        );
        reportProgress(0.95, 'saving audio');
        const url = await this.media.save('music', track.id, 'audio', music.fileExtension, music.audio);
        if (!(await this.tracks.updateIfNoFile(track.id, { filePath: url, status: 'complete' }))) {
          // Uploaded or deleted while composing: the upload (or nothing) stays.
          await this.media.removeOwnedFile('music', track.id, url);
          return { filePath: null, engine: music.engine, ...(music.fallback ? { fallback: music.fallback } : {}) };
        }
        return { filePath: url, engine: music.engine, ...(music.fallback ? { fallback: music.fallback } : {}) };
      },
      onStateChange: (job) => this.mirror(job),
    });
  }

  /** Mirrors the job's state on a track that has no file yet (a track with one is complete). */
  private async mirror(job: Job): Promise<void> {
    await this.tracks.updateIfNoFile(job.target.id, { status: TRACK_STATUS[job.state] });
  }

  /** Many new tracks at once (a blueprint's). */
  enqueueAll(tracks: readonly MusicTrackEntity[]): Promise<void> {
    return this.jobs.enqueueMany<ComposeTrackPayload>(
      'music.compose',
      tracks.map((track) => ({ target: { type: 'music', id: track.id, projectId: track.projectId }, payload: { trackId: track.id } })),
    );
  }

  enqueue(track: MusicTrackEntity): Promise<Job> {
    return this.jobs.enqueue<ComposeTrackPayload>(
      'music.compose',
      { type: 'music', id: track.id, projectId: track.projectId },
      { trackId: track.id },
    );
  }
}

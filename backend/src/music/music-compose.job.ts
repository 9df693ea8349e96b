import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';
import { musicStyleSchema } from '@studio/contracts/music';
import { MUSIC_ENGINE, type SelectedMusicEngine } from '../engine-selection';
import { JobsService, TARGET_STATUS } from '../jobs';
import { MediaStorage } from '../media';
import { MusicTrackNotFoundError } from './music-track.errors';
import type { MusicTrackEntity } from './music-track.entity';
import { MusicTracksRepository } from './music-tracks.repository';

export const COMPOSED_TRACK_SECONDS = 30;
/** The name prefix of composed audio: only this job writes it (uploads are 'audio-'), so its strays are its own. */
export const COMPOSED_PREFIX = 'composed';

export interface ComposeTrackPayload {
  trackId: number;
  /**
   * The file the composition replaces (composed again, in a new style), null or absent for a track
   * that has none: the job writes only while the track still has it, so an upload made meanwhile wins.
   */
  replaces?: string | null;
}

export interface ComposedTrack {
  /** Null when an upload (or a delete) came first, or another composition. */
  filePath: string | null;
  /** The engine that composed it, e.g. 'local synthesizer'. */
  engine: string;
  /** Why the local composer made it when the cloud one failed. */
  fallback?: string;
}

/** The same track id always gives the same music (a 32-bit seed from the id). */
export const seedForTrack = (trackId: number) => Math.imul(trackId, 2654435761) >>> 0;

/**
 * The 'music.compose' job: composes a track created without an uploaded file, or composes it again
 * (the director's score in a new style), its file replaced when done. An upload made meanwhile
 * wins: the job only writes to a track whose file is still the one it was queued over.
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
        // Files an earlier run of this job wrote before it was cut off are older than this run.
        const started = new Date();
        const track = await this.tracks.requireById(payload.trackId, MusicTrackNotFoundError);
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
        const url = await this.media.save('music', track.id, COMPOSED_PREFIX, music.fileExtension, music.audio);
        const replaces = payload.replaces ?? null;
        if (!(await this.tracks.updateIfFileIs(track.id, replaces, { filePath: url, status: 'complete' }))) {
          // Uploaded or deleted while composing: the upload (or nothing) stays.
          await this.media.removeOwnedFile('music', track.id, url);
          return { filePath: null, engine: music.engine, ...(music.fallback ? { fallback: music.fallback } : {}) };
        }
        await this.media.removeOwnedFile('music', track.id, replaces);
        await this.media.removeStrays('music', track.id, COMPOSED_PREFIX, url, started);
        return { filePath: url, engine: music.engine, ...(music.fallback ? { fallback: music.fallback } : {}) };
      },
      onStateChange: (job) => this.mirror(job),
      // Composed again (the current file plays until the new one replaces it); a composition under way is the answer.
      queueFor: async (trackId) => {
        const track = await this.tracks.requireById(trackId, MusicTrackNotFoundError);
        return (await this.jobs.activeJob('music.compose', { type: 'music', id: trackId })) ?? this.enqueue(track);
      },
    });
  }

  /**
   * Mirrors the job's state on a track that has no file yet (a track with one is complete). A job
   * that failed after being cut off may have saved audio no row points at: removed unless a newer
   * job for the track is under way.
   */
  private async mirror(job: Job): Promise<void> {
    await this.tracks.updateIfNoFile(job.target.id, { status: TARGET_STATUS[job.state] });
    if (job.state !== 'failed' || (await this.jobs.activeJob('music.compose', job.target))) return;
    const track = await this.tracks.findById(job.target.id);
    if (track) await this.media.removeStrays('music', track.id, COMPOSED_PREFIX, track.filePath, new Date(job.finishedAt ?? Date.now()));
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
      { trackId: track.id, replaces: track.filePath },
    );
  }
}

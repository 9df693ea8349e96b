import type { MusicStyle, MusicTrack } from '@studio/contracts/music';
import type { MusicTrackEntity } from './music-track.entity';
import type { NewMusicTrack } from './music-tracks.repository';

/** A new track's row (created, or from a blueprint): pending, without audio. */
export const newMusicTrackRow = (
  projectId: number,
  track: { name: string; style: MusicStyle; description?: string | null; mood?: string | null },
): NewMusicTrack => ({
  name: track.name,
  style: track.style,
  description: track.description ?? null,
  mood: track.mood ?? null,
  projectId,
  status: 'pending',
  filePath: null,
});

export const toMusicTrack = (row: MusicTrackEntity): MusicTrack => ({
  id: row.id,
  name: row.name,
  style: row.style,
  description: row.description,
  mood: row.mood,
  projectId: row.projectId,
  status: row.status,
  filePath: row.filePath,
});

import type { MusicTrack } from '@studio/contracts/music';
import type { MusicTrackEntity } from './music-track.entity';

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

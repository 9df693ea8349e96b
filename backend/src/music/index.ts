export { MusicComposeJob } from './music-compose.job';
export type { MusicTrackEntity } from './music-track.entity';
export * from './music-track.errors';
export { newMusicTrackRow, toMusicTrack } from './music-track.mapper';
export { MusicTracksRepository, type NewMusicTrack, type TrackAudioChanges } from './music-tracks.repository';
export { MusicModule } from './music.module';
export { MusicService, type CreateMusicTrackInput, type UpdateMusicTrackInput } from './music.service';

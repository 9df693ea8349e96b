import { defineRoutes, NAME_CONFLICT } from './route-definition';
import { idParamSchema } from './common';
import { projectItemRoutes } from './project-item.routes';
import { createMusicTrackSchema, generateMusicSchema, generatedMusicSchema, musicTrackListSchema, musicTrackSchema, updateMusicTrackSchema } from './music';
import { MUSIC_AUDIO_UPLOAD } from './uploads';

/** The music routes of the table (see api-routes.ts). */
export const musicRoutes = defineRoutes({
  uploadMusicAudio: {
    method: 'POST',
    path: '/api/music/:id/audio',
    summary: 'Upload the audio file (MP3, WAV, OGG, WebM, M4A or FLAC, at most 25 MB)',
    params: idParamSchema,
    upload: MUSIC_AUDIO_UPLOAD,
    response: musicTrackSchema,
    errors: { 507: 'The server has no disk space left to save the file' },
    status: 200,
    rateLimit: 'upload',
  },
  generateMusic: {
    method: 'POST',
    path: '/api/generate/music',
    summary: 'Compose a 30 s track for a scene now; the style is the one given, else the one the description and mood suggest; the scene name seeds it',
    body: generateMusicSchema,
    response: generatedMusicSchema,
    rateLimit: 'generation',
  },
  ...projectItemRoutes('MusicTrack', 'Music', NAME_CONFLICT, { item: musicTrackSchema, list: musicTrackListSchema, create: createMusicTrackSchema, update: updateMusicTrackSchema }),
});

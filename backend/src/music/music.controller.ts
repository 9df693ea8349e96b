import { Controller } from '@nestjs/common';
import { EndpointsOf, projectItemEndpoints } from '../common';
import { acceptingUpload, MUSIC_AUDIO } from '../media';
import { MusicGenerationService } from './music-generation.service';
import { MusicService } from './music.service';

@Controller()
export class MusicController extends EndpointsOf({ tracks: MusicService, generation: MusicGenerationService }, {
  ...projectItemEndpoints('tracks', 'MusicTrack', 'Music'),
  uploadMusicAudio: acceptingUpload(MUSIC_AUDIO, ({ tracks }, { params }, file) => tracks.setAudio(params.id, file)),
  generateMusic: ({ generation }, { body }) => generation.generate(body),
}) {}

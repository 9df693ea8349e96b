import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { acceptingUpload, MUSIC_AUDIO } from '../media';
import { MusicGenerationService } from './music-generation.service';
import { MusicService } from './music.service';

@Controller()
export class MusicController extends EndpointsOf({ tracks: MusicService, generation: MusicGenerationService }, {
  listProjectMusic: ({ tracks }, { params }) => tracks.listByProject(params.id),
  getMusicTrack: ({ tracks }, { params }) => tracks.get(params.id),
  createMusicTrack: ({ tracks }, { body }) => tracks.create(body),
  updateMusicTrack: ({ tracks }, { params, body }) => tracks.update(params.id, body),
  deleteMusicTrack: ({ tracks }, { params }) => tracks.remove(params.id),
  uploadMusicAudio: acceptingUpload(MUSIC_AUDIO, ({ tracks }, { params }, file) => tracks.setAudio(params.id, file)),
  generateMusic: ({ generation }, { body }) => generation.generate(body),
}) {}

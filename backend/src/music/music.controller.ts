import { Controller, UploadedFile } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { AcceptsMediaUpload, MUSIC_AUDIO, type UploadedMedia } from '../media';
import { MusicGenerationService } from './music-generation.service';
import { MusicService } from './music.service';

@Controller()
export class MusicController {
  constructor(
    private readonly service: MusicService,
    private readonly generation: MusicGenerationService,
  ) {}

  @Endpoint('listProjectMusic')
  listByProject({ params }: EndpointInput<'listProjectMusic'>) {
    return this.service.listByProject(params.id);
  }

  @Endpoint('getMusicTrack')
  get({ params }: EndpointInput<'getMusicTrack'>) {
    return this.service.get(params.id);
  }

  @Endpoint('createMusicTrack')
  create({ body }: EndpointInput<'createMusicTrack'>) {
    return this.service.create(body);
  }

  @Endpoint('updateMusicTrack')
  update({ params, body }: EndpointInput<'updateMusicTrack'>) {
    return this.service.update(params.id, body);
  }

  @Endpoint('deleteMusicTrack')
  remove({ params }: EndpointInput<'deleteMusicTrack'>) {
    return this.service.remove(params.id);
  }

  @Endpoint('uploadMusicAudio')
  @AcceptsMediaUpload(MUSIC_AUDIO)
  uploadAudio({ params }: EndpointInput<'uploadMusicAudio'>, @UploadedFile() file: UploadedMedia | undefined) {
    return this.service.setAudio(params.id, file);
  }

  @Endpoint('generateMusic')
  generate({ body }: EndpointInput<'generateMusic'>) {
    return this.generation.generate(body);
  }
}

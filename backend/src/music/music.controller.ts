import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { idParamSchema, type IdParam, type Ok } from '@studio/contracts/common';
import {
  createMusicTrackSchema,
  generateMusicSchema,
  updateMusicTrackSchema,
  type GeneratedMusic,
  type MusicTrack,
} from '@studio/contracts/music';
import { MUSIC_AUDIO } from '../media/media-formats';
import { AcceptsMediaUpload, type UploadedMedia } from '../media/media-upload';
import { MusicGenerationService, type GenerateMusicInput } from './music-generation.service';
import { MusicService, type CreateMusicTrackInput, type UpdateMusicTrackInput } from './music.service';

@Controller()
export class MusicController {
  constructor(
    private readonly service: MusicService,
    private readonly generation: MusicGenerationService,
  ) {}

  @Get('/api/projects/:id/music')
  listByProject(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<MusicTrack[]> {
    return this.service.listByProject(id);
  }

  @Get('/api/music/:id')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<MusicTrack> {
    return this.service.get(id);
  }

  @Post('/api/music')
  create(@Body({ schema: createMusicTrackSchema }) body: CreateMusicTrackInput): Promise<MusicTrack> {
    return this.service.create(body);
  }

  @Put('/api/music/:id')
  update(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @Body({ schema: updateMusicTrackSchema }) body: UpdateMusicTrackInput,
  ): Promise<MusicTrack> {
    return this.service.update(id, body);
  }

  @Delete('/api/music/:id')
  remove(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Ok> {
    return this.service.remove(id);
  }

  @Post('/api/music/:id/audio')
  @AcceptsMediaUpload(MUSIC_AUDIO)
  uploadAudio(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @UploadedFile() file: UploadedMedia | undefined,
  ): Promise<MusicTrack> {
    return this.service.setAudio(id, file);
  }

  @Post('/api/generate/music')
  generate(@Body({ schema: generateMusicSchema }) body: GenerateMusicInput): Promise<GeneratedMusic> {
    return this.generation.generate(body);
  }
}

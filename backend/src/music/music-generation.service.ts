import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_MUSIC_STYLE, type GeneratedMusic, type generateMusicSchema } from '@studio/contracts/music';
import type { z } from 'zod';
import { MUSIC_ENGINE, type SelectedMusicEngine } from '../engine-selection';
import { hashString, styleFromWords } from '../engines';
import { MediaStorage, ON_DEMAND_MEDIA_ID } from '../media';
import { COMPOSED_TRACK_SECONDS } from './music-compose.job';

export type GenerateMusicInput = z.output<typeof generateMusicSchema>;

/** POST /api/generate/music: a track for a scene, composed while the request waits (about a second). */
@Injectable()
export class MusicGenerationService {
  constructor(
    @Inject(MUSIC_ENGINE) private readonly engine: SelectedMusicEngine,
    private readonly media: MediaStorage,
  ) {}

  /** The style asked for, else the one the description and mood suggest, else the default; the scene name seeds it. */
  async generate({ sceneName, description, mood, style }: GenerateMusicInput): Promise<GeneratedMusic> {
    const chosenStyle = style ?? styleFromWords(`${description ?? ''} ${mood ?? ''}`) ?? DEFAULT_MUSIC_STYLE;
    const music = await this.engine.compose({
      style: chosenStyle,
      mood,
      description,
      seed: hashString(sceneName.toLowerCase()),
      durationSeconds: COMPOSED_TRACK_SECONDS,
    });
    const audioUrl = await this.media.save('generated', ON_DEMAND_MEDIA_ID, 'music', music.fileExtension, music.audio);
    return {
      audioUrl,
      durationSeconds: music.durationSeconds,
      style: chosenStyle,
      tempoBpm: music.tempoBpm,
      key: music.key,
      engine: music.engine,
    };
  }
}

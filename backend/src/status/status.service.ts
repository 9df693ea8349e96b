import { Inject, Injectable } from '@nestjs/common';
import type { StudioStatus } from '@studio/contracts/status';
import { ModelEngines, MUSIC_ENGINE, type SelectedMusicEngine, type SelectedVoiceEngine, VOICE_ENGINE } from '../engine-selection';
import { ServiceKeys } from '../settings';
import { LocalEngines } from './local-engines';

/**
 * Which AI services have a usable key (stored through Settings or from the environment), which
 * local engines run, and which engine voice, music and 3D model generation use right now.
 */
@Injectable()
export class StatusService {
  constructor(
    private readonly keys: ServiceKeys,
    private readonly localEngines: LocalEngines,
    @Inject(VOICE_ENGINE) private readonly voice: SelectedVoiceEngine,
    @Inject(MUSIC_ENGINE) private readonly music: SelectedMusicEngine,
    private readonly models: ModelEngines,
  ) {}

  async getStatus(): Promise<StudioStatus> {
    const [configured, local, voice, music, models] = await Promise.all([
      this.keys.configured(),
      this.localEngines.availability(),
      this.voice.available(),
      this.music.available(),
      this.models.available(),
    ]);
    return { ...configured, local, engines: { voice: voice.engine, music: music.engine, models: models.engine } };
  }
}

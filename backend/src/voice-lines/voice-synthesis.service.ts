import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { GeneratedVoiceLine, generateVoiceLineSchema } from '@studio/contracts/voice-lines';
import type { z } from 'zod';
import { type SelectedVoiceEngine, VOICE_ENGINE } from '../engine-selection';
import { voiceProfileFor } from '../engines';
import { MediaStorage, ON_DEMAND_MEDIA_ID } from '../media';

export type GenerateVoiceLineInput = z.output<typeof generateVoiceLineSchema>;

@Injectable()
export class VoiceSynthesisService implements OnApplicationShutdown {
  constructor(
    @Inject(VOICE_ENGINE) private readonly engine: SelectedVoiceEngine,
    private readonly media: MediaStorage,
  ) {}

  /** Speaks `text` now in the voice the character's name alone gives (no project to look it up in) and stores the audio. */
  async generate({ characterName, text }: GenerateVoiceLineInput): Promise<GeneratedVoiceLine> {
    const speech = await this.engine.synthesize({ text, voice: voiceProfileFor({ name: characterName }) });
    const audioUrl = await this.media.save('generated', ON_DEMAND_MEDIA_ID, 'voiceline', speech.fileExtension, speech.audio);
    return { audioUrl, durationSeconds: speech.durationSeconds, engine: speech.engine };
  }

  /** After the jobs drained (JobsService waits for running ones before shutdown). */
  async onApplicationShutdown(): Promise<void> {
    await this.engine.dispose();
  }
}

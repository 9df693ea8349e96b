import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { GeneratedVoiceLine, generateVoiceLineSchema } from '@studio/contracts/voice-lines';
import type { z } from 'zod';
import type { VoiceEngine } from '../engines/engine.types';
import { voiceProfileFor } from '../engines/voice/voice-profile';
import { MediaStorage } from '../media/media-storage.service';

/** The voice engine the module speaks with; tests swap it through this token. */
export const VOICE_ENGINE = Symbol('VOICE_ENGINE');

/** A voice engine that holds resources (a worker thread) until disposed. */
export type DisposableVoiceEngine = VoiceEngine & { dispose?(): Promise<void> };

export type GenerateVoiceLineInput = z.output<typeof generateVoiceLineSchema>;

/** Generated files not owned by an entity share this folder id under the 'generated' owner. */
const ON_DEMAND_FOLDER = 0;

@Injectable()
export class VoiceSynthesisService implements OnApplicationShutdown {
  constructor(
    @Inject(VOICE_ENGINE) private readonly engine: DisposableVoiceEngine,
    private readonly media: MediaStorage,
  ) {}

  /** Speaks `text` now in the voice derived from the character's name and stores the WAV. */
  async generate({ characterName, text }: GenerateVoiceLineInput): Promise<GeneratedVoiceLine> {
    const speech = await this.engine.synthesize({ text, voice: voiceProfileFor(characterName) });
    const audioUrl = await this.media.save('generated', ON_DEMAND_FOLDER, 'voiceline', speech.fileExtension, speech.audio);
    return { audioUrl, durationSeconds: speech.durationSeconds };
  }

  /** After the jobs drained (JobsService waits for running ones before shutdown). */
  async onApplicationShutdown(): Promise<void> {
    await this.engine.dispose?.();
  }
}

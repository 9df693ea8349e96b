import type { AiServiceName } from '@studio/contracts/settings';
import { type ApiKeySource, type ComposedMusic, type ComposeMusicInput, type EngineAvailability, EngineChoice, type GeneratedAudio, type MusicEngine, type ProgressCallback, type SynthesizeSpeechInput, type VoiceEngine } from '../engines';
import { type ServiceKeys, ServiceKeyUnreadableError } from '../settings';

/** The voice engine lines are spoken with; tests swap or spy on it through this token. */
export const VOICE_ENGINE = Symbol('VOICE_ENGINE');
/** The engine tracks are composed with; tests swap or spy on it through this token. */
export const MUSIC_ENGINE = Symbol('MUSIC_ENGINE');

/** Output tagged with the engine that made it, and why the local one did when the cloud one failed. */
export type MadeBy<T> = T & { engine: string; fallback?: string };

/**
 * The key a cloud engine may use: a stored key that no longer decrypts counts as none, as in
 * GET /api/status, so generation falls back to the local engine instead of failing.
 */
export const usableKey =
  (keys: ServiceKeys, service: AiServiceName): ApiKeySource =>
  async () => {
    try {
      return await keys.get(service);
    } catch (error) {
      if (error instanceof ServiceKeyUnreadableError) return undefined;
      throw error;
    }
  };

/** Speaks with the cloud voice engine while its key is set, else the local one (chosen per line). */
export class SelectedVoiceEngine implements VoiceEngine {
  constructor(
    private readonly choice: EngineChoice<VoiceEngine>,
    private readonly local: VoiceEngine & { dispose(): Promise<void> },
  ) {}

  async available(): Promise<EngineAvailability> {
    return (await this.choice.current()).availability;
  }

  async synthesize(input: SynthesizeSpeechInput, onProgress?: ProgressCallback): Promise<MadeBy<GeneratedAudio>> {
    const { result, engine, fallback } = await this.choice.run((chosen) => chosen.synthesize(input, onProgress));
    return { ...result, engine, ...(fallback ? { fallback } : {}) };
  }

  /** Stops the local engine's worker thread; the cloud one holds nothing. */
  dispose(): Promise<void> {
    return this.local.dispose();
  }
}

/** Composes with the cloud-planned engine while its key is set, else the local one (chosen per track). */
export class SelectedMusicEngine implements MusicEngine {
  constructor(private readonly choice: EngineChoice<MusicEngine>) {}

  async available(): Promise<EngineAvailability> {
    return (await this.choice.current()).availability;
  }

  async compose(input: ComposeMusicInput, onProgress?: ProgressCallback): Promise<MadeBy<ComposedMusic>> {
    const { result, engine, fallback } = await this.choice.run((chosen) => chosen.compose(input, onProgress));
    return { ...result, engine, ...(fallback ? { fallback } : {}) };
  }
}

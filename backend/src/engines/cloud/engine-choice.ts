import type { EngineAvailability } from '../engine.types';
import { type ApiKeySource, resolveApiKey } from './cloud-http';

interface Engine {
  available(): Promise<EngineAvailability>;
}

export interface ChosenEngine<E> {
  engine: E;
  /** The chosen engine's own answer; `availability.engine` names it (e.g. 'ElevenLabs'). */
  availability: EngineAvailability;
}

/**
 * A cloud engine while its provider has a key, else the local engine. Asked on every use, so a
 * key saved (or removed) in Settings applies to the next job without a restart.
 */
export class EngineChoice<E extends Engine> {
  constructor(private readonly options: { apiKey: ApiKeySource; cloud: E; local: E }) {}

  async current(): Promise<ChosenEngine<E>> {
    const engine = (await resolveApiKey(this.options.apiKey)) ? this.options.cloud : this.options.local;
    return { engine, availability: await engine.available() };
  }
}

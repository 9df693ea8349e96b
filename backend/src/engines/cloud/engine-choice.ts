import { Logger } from '@nestjs/common';
import { EngineError } from '../engine.errors';
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
  private readonly logger = new Logger('EngineChoice');

  constructor(private readonly options: { apiKey: ApiKeySource; cloud: E; local: E }) {}

  async current(): Promise<ChosenEngine<E>> {
    const engine = (await resolveApiKey(this.options.apiKey)) ? this.options.cloud : this.options.local;
    return { engine, availability: await engine.available() };
  }

  /**
   * Does the work with the current engine; when the cloud one fails (unreachable, refusing the
   * key, out of credit: an EngineError), does it again with the local engine instead of failing,
   * and says so in `fallback`. A local failure is the job's.
   */
  async run<T>(work: (engine: E) => Promise<T>): Promise<{ result: T; engine: string; fallback: string | null }> {
    const chosen = await this.current();
    if (chosen.engine === this.options.local) return { result: await work(chosen.engine), engine: chosen.availability.engine, fallback: null };
    try {
      return { result: await work(chosen.engine), engine: chosen.availability.engine, fallback: null };
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      const local = await this.options.local.available();
      const fallback = `${chosen.availability.engine} failed (${error.message}); made with ${local.engine} instead`;
      this.logger.warn(fallback);
      return { result: await work(this.options.local), engine: local.engine, fallback };
    }
  }
}

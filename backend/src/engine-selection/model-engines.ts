import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { EngineChoice, type EngineAvailability, LocalModelEngine, MeshyModelEngine, type ModelEngine } from '../engines';
import { ServiceKeys } from '../settings';
import { usableKey } from './selected-engines';

/** The offline model builder; a provider so tests can put a failing one in its place. */
export const LOCAL_MODEL_ENGINE = Symbol('LOCAL_MODEL_ENGINE');

export const localModelEngineProvider = { provide: LOCAL_MODEL_ENGINE, useFactory: (): ModelEngine => new LocalModelEngine() };

export type ModelEngineName = 'local' | 'meshy';

export interface SelectedModelEngine {
  name: ModelEngineName;
  engine: ModelEngine;
}

/**
 * Picks the engine for each build: Meshy when a usable Meshy key is configured (in Settings or the
 * environment), else the offline builder. Asked per build, so a key saved in Settings applies to
 * the next job without a restart. A stored key that no longer decrypts counts as none, as in
 * GET /api/status.
 */
@Injectable()
export class ModelEngines {
  private readonly meshy: ModelEngine;
  private readonly choice: EngineChoice<ModelEngine>;

  constructor(@Inject(LOCAL_MODEL_ENGINE) local: ModelEngine, keys: ServiceKeys, @Inject(APP_CONFIG) config: AppConfig) {
    const apiKey = usableKey(keys, 'meshy');
    this.meshy = new MeshyModelEngine({ apiKey, baseUrl: config.meshy.baseUrl, pollIntervalMs: config.meshy.pollIntervalMs });
    this.choice = new EngineChoice({ apiKey, cloud: this.meshy, local });
  }

  /** The engine the next build uses, as GET /api/status reports it ('local model builder', 'Meshy'). */
  async available(): Promise<EngineAvailability> {
    return (await this.choice.current()).availability;
  }

  async select(): Promise<SelectedModelEngine> {
    const { engine } = await this.choice.current();
    return { name: engine === this.meshy ? 'meshy' : 'local', engine };
  }

  /** Builds with the selected engine; when Meshy fails, with the offline builder, saying why in `fallback`. */
  async build<T>(work: (engine: ModelEngine) => Promise<T>): Promise<{ result: T; name: ModelEngineName; fallback: string | null }> {
    let name: ModelEngineName = 'local';
    const { result, fallback } = await this.choice.run((engine) => {
      name = engine === this.meshy ? 'meshy' : 'local';
      return work(engine);
    });
    return { result, name, fallback };
  }
}

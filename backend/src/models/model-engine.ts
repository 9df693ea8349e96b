import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MeshyModelEngine } from '../engines/cloud/meshy-model-engine';
import type { ModelEngine } from '../engines/engine.types';
import { LocalModelEngine } from '../engines/models/local-model-engine';
import { ServiceKeys } from '../settings/service-keys.service';
import { ServiceKeyUnreadableError } from '../settings/settings.errors';

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

  constructor(
    @Inject(LOCAL_MODEL_ENGINE) private readonly local: ModelEngine,
    private readonly keys: ServiceKeys,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.meshy = new MeshyModelEngine({
      apiKey: () => this.meshyKey(),
      baseUrl: config.meshy.baseUrl,
      pollIntervalMs: config.meshy.pollIntervalMs,
    });
  }

  async select(): Promise<SelectedModelEngine> {
    return (await this.meshyKey()) ? { name: 'meshy', engine: this.meshy } : { name: 'local', engine: this.local };
  }

  private async meshyKey(): Promise<string | undefined> {
    try {
      return await this.keys.get('meshy');
    } catch (error) {
      if (error instanceof ServiceKeyUnreadableError) return undefined;
      throw error;
    }
  }
}

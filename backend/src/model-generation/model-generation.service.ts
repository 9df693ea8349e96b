import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { generateCharacterModelSchema } from '@studio/contracts/characters';
import type { Job, JobType } from '@studio/contracts/jobs';
import type { GeneratedModel } from '@studio/contracts/models';
import { resolveSetKind } from '@studio/contracts/set-kind-words';
import { type generateSetModelSchema } from '@studio/contracts/sets';
import type { z } from 'zod';
import { CharactersService } from '../characters';
import { ModelEngines, type ModelEngineName } from '../engine-selection';
import type { GeneratedModel as BuiltModel } from '../engines';
import { JobsService } from '../jobs';
import { MediaStorage, ON_DEMAND_MEDIA_ID } from '../media';
import { SetsService } from '../sets';
import { CharacterModelJob } from './character-model.job';
import { ModelJobInProgressError } from './model-generation.errors';
import { SetModelJob } from './set-model.job';
import { setTypeFromDescription } from './set-type-from-description';

export type GenerateCharacterModelInput = z.output<typeof generateCharacterModelSchema>;
export type GenerateSetModelInput = z.output<typeof generateSetModelSchema>;

/** A character or a set: what has a model. */
export interface ModelTarget {
  type: 'character' | 'set';
  id: number;
}

const MODEL_JOB_TYPES: Record<ModelTarget['type'], JobType> = { character: 'character.model', set: 'set.model' };

@Injectable()
export class ModelGenerationService implements OnModuleInit {
  constructor(
    private readonly characters: CharactersService,
    private readonly sets: SetsService,
    private readonly characterJob: CharacterModelJob,
    private readonly setJob: SetModelJob,
    private readonly engines: ModelEngines,
    private readonly media: MediaStorage,
    private readonly jobs: JobsService,
  ) {}

  /** A character or set created (through the API, the builders, the director) gets its model as it would on a click. */
  onModuleInit(): void {
    this.characters.onCreate((character) => this.characterJob.enqueueNew([character]));
    this.sets.onCreate((set) => this.setJob.enqueueNew([set]));
  }

  queueCharacterModel(id: number): Promise<Job> {
    return this.characterJob.queueFor(id);
  }

  queueSetModel(id: number): Promise<Job> {
    return this.setJob.queueFor(id);
  }

  /** The model job under way for the character or set, or a new one: what a render that needs the model waits for. */
  async modelJob(target: ModelTarget): Promise<Job> {
    const active = await this.activeModelJob(target);
    if (active) return active;
    try {
      return target.type === 'character' ? await this.queueCharacterModel(target.id) : await this.queueSetModel(target.id);
    } catch (error) {
      // Queued by someone else since: that one is as good.
      if (error instanceof ModelJobInProgressError) return error.active;
      throw error;
    }
  }

  /** The model job queued or running for the character or set, if any. */
  activeModelJob(target: ModelTarget): Promise<Job | null> {
    return this.jobs.activeJob(MODEL_JOB_TYPES[target.type], target);
  }

  /** Builds a character's GLB now, for a character that may not exist yet. */
  async generateCharacterModel({ characterName, description, isPirate }: GenerateCharacterModelInput): Promise<GeneratedModel> {
    const { name, engine } = await this.engines.select();
    const model = await engine.buildCharacter({ name: characterName, description, isPirate });
    return this.saveOnDemand('character-model', model, name);
  }

  /** Builds a set's GLB now; without a type or a kind, the name's and description's words choose them. */
  async generateSetModel({ setName, description, type, oceanType, kind }: GenerateSetModelInput): Promise<GeneratedModel> {
    const { name, engine } = await this.engines.select();
    const model = await engine.buildSet({
      name: setName,
      description,
      type: type ?? setTypeFromDescription(description),
      oceanType: oceanType ?? null,
      kind: resolveSetKind({ name: setName, description, type, kind }),
    });
    return this.saveOnDemand('set-model', model, name);
  }

  private async saveOnDemand(prefix: string, model: BuiltModel, engine: ModelEngineName): Promise<GeneratedModel> {
    const modelUrl = await this.media.save('generated', ON_DEMAND_MEDIA_ID, prefix, 'glb', model.glb);
    return { modelUrl, nodeNames: model.nodeNames, animationNames: model.animationNames, engine };
  }
}

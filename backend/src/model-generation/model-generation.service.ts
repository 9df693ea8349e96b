import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { generateCharacterModelSchema } from '@studio/contracts/characters';
import type { Job } from '@studio/contracts/jobs';
import type { GeneratedModel } from '@studio/contracts/models';
import type { generateSetModelSchema } from '@studio/contracts/sets';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { CharacterEntity } from '../characters/character.entity';
import { CharacterNotFoundError } from '../characters/character.errors';
import type { GeneratedModel as BuiltModel } from '../engines/engine.types';
import { MediaStorage, ON_DEMAND_MEDIA_ID } from '../media/media-storage.service';
import { SetEntity } from '../sets/set.entity';
import { SetNotFoundError } from '../sets/set.errors';
import { CharacterModelJob } from './character-model.job';
import { ModelEngines, type ModelEngineName } from './model-engine';
import { SetModelJob } from './set-model.job';
import { setTypeFromDescription } from './set-type-from-description';

export type GenerateCharacterModelInput = z.output<typeof generateCharacterModelSchema>;
export type GenerateSetModelInput = z.output<typeof generateSetModelSchema>;

@Injectable()
export class ModelGenerationService {
  constructor(
    @InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>,
    @InjectRepository(SetEntity) private readonly sets: Repository<SetEntity>,
    private readonly characterJob: CharacterModelJob,
    private readonly setJob: SetModelJob,
    private readonly engines: ModelEngines,
    private readonly media: MediaStorage,
  ) {}

  async queueCharacterModel(id: number): Promise<Job> {
    const character = await this.characters.findOneBy({ id });
    if (!character) throw new CharacterNotFoundError(id);
    return this.characterJob.enqueue(character);
  }

  async queueSetModel(id: number): Promise<Job> {
    const set = await this.sets.findOneBy({ id });
    if (!set) throw new SetNotFoundError(id);
    return this.setJob.enqueue(set);
  }

  /** Builds a character's GLB now, for a character that may not exist yet. */
  async generateCharacterModel({ characterName, description, isPirate }: GenerateCharacterModelInput): Promise<GeneratedModel> {
    const { name, engine } = await this.engines.select();
    const model = await engine.buildCharacter({ name: characterName, description, isPirate });
    return this.saveOnDemand('character-model', model, name);
  }

  /** Builds a set's GLB now; without a type, the description's words choose one. */
  async generateSetModel({ setName, description, type, oceanType }: GenerateSetModelInput): Promise<GeneratedModel> {
    const { name, engine } = await this.engines.select();
    const model = await engine.buildSet({
      name: setName,
      description,
      type: type ?? setTypeFromDescription(description),
      oceanType: oceanType ?? null,
    });
    return this.saveOnDemand('set-model', model, name);
  }

  private async saveOnDemand(prefix: string, model: BuiltModel, engine: ModelEngineName): Promise<GeneratedModel> {
    const modelUrl = await this.media.save('generated', ON_DEMAND_MEDIA_ID, prefix, 'glb', model.glb);
    return { modelUrl, nodeNames: model.nodeNames, animationNames: model.animationNames, engine };
  }
}

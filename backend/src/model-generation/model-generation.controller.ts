import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { generateCharacterModelSchema } from '@studio/contracts/characters';
import { idParamSchema, type IdParam } from '@studio/contracts/common';
import type { Job } from '@studio/contracts/jobs';
import type { GeneratedModel } from '@studio/contracts/models';
import { generateSetModelSchema } from '@studio/contracts/sets';
import { ModelGenerationService, type GenerateCharacterModelInput, type GenerateSetModelInput } from './model-generation.service';

@Controller()
export class ModelGenerationController {
  constructor(private readonly service: ModelGenerationService) {}

  /** 202: the model is built by a job; its progress comes over /api/events. */
  @Post('/api/characters/:id/generate-model')
  @HttpCode(HttpStatus.ACCEPTED)
  generateForCharacter(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Job> {
    return this.service.queueCharacterModel(id);
  }

  @Post('/api/sets/:id/generate-model')
  @HttpCode(HttpStatus.ACCEPTED)
  generateForSet(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Job> {
    return this.service.queueSetModel(id);
  }

  @Post('/api/generate/character-model')
  generateCharacterModel(@Body({ schema: generateCharacterModelSchema }) body: GenerateCharacterModelInput): Promise<GeneratedModel> {
    return this.service.generateCharacterModel(body);
  }

  @Post('/api/generate/set-model')
  generateSetModel(@Body({ schema: generateSetModelSchema }) body: GenerateSetModelInput): Promise<GeneratedModel> {
    return this.service.generateSetModel(body);
  }
}

import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { ModelGenerationService } from './model-generation.service';

@Controller()
export class ModelGenerationController {
  constructor(private readonly service: ModelGenerationService) {}

  /** 202: the model is built by a job; its progress comes over /api/events. */
  @Endpoint('generateCharacterModel')
  generateForCharacter({ params }: EndpointInput<'generateCharacterModel'>) {
    return this.service.queueCharacterModel(params.id);
  }

  @Endpoint('generateSetModel')
  generateForSet({ params }: EndpointInput<'generateSetModel'>) {
    return this.service.queueSetModel(params.id);
  }

  @Endpoint('generateCharacterModelNow')
  generateCharacterModel({ body }: EndpointInput<'generateCharacterModelNow'>) {
    return this.service.generateCharacterModel(body);
  }

  @Endpoint('generateSetModelNow')
  generateSetModel({ body }: EndpointInput<'generateSetModelNow'>) {
    return this.service.generateSetModel(body);
  }
}

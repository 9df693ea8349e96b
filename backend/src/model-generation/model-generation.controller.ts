import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { ModelGenerationService } from './model-generation.service';

/** The queued calls answer 202: the model is built by a job, whose progress comes over /api/events. */
@Controller()
export class ModelGenerationController extends EndpointsOf({ models: ModelGenerationService }, {
  generateCharacterModel: ({ models }, { params }) => models.queueCharacterModel(params.id),
  generateSetModel: ({ models }, { params }) => models.queueSetModel(params.id),
  generateCharacterModelNow: ({ models }, { body }) => models.generateCharacterModel(body),
  generateSetModelNow: ({ models }, { body }) => models.generateSetModel(body),
}) {}

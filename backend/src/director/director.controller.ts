import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common/endpoint';
import { DirectorService } from './director.service';

@Controller()
export class DirectorController {
  constructor(private readonly service: DirectorService) {}

  @Endpoint('getSceneReadiness')
  readiness({ params }: EndpointInput<'getSceneReadiness'>) {
    return this.service.readiness(params.id, params.sceneId);
  }

  @Endpoint('validateScene')
  validateScene({ params }: EndpointInput<'validateScene'>) {
    return this.service.readinessOfScene(params.sceneId);
  }

  @Endpoint('validateProjectAssets')
  validateAssets({ params }: EndpointInput<'validateProjectAssets'>) {
    return this.service.validateProject(params.id);
  }

  @Endpoint('getDirectorMemory')
  memory({ params }: EndpointInput<'getDirectorMemory'>) {
    return this.service.memory(params.id);
  }

  /** 202: the work is a job; its stages and outcome come over /api/events. */
  @Endpoint('autoGenerateProject')
  autoGenerate({ params }: EndpointInput<'autoGenerateProject'>) {
    return this.service.queueAutoGenerate(params.id);
  }
}

import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
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

  @Endpoint('analyzeAndTrain')
  train({ body }: EndpointInput<'analyzeAndTrain'>) {
    return this.service.train(body.scriptPath);
  }

  @Endpoint('generateAssets')
  generate({ body }: EndpointInput<'generateAssets'>) {
    return this.service.generate(body, body.assets);
  }

  @Endpoint('generateMissingAssets')
  generateMissing({ body }: EndpointInput<'generateMissingAssets'>) {
    return this.service.generate(body, body.assetRequests);
  }

  @Endpoint('directorRender')
  render({ body }: EndpointInput<'directorRender'>) {
    return this.service.render(body);
  }

  @Endpoint('directorRenderScene')
  renderScene({ body }: EndpointInput<'directorRenderScene'>) {
    return this.service.render(body);
  }

  @Endpoint('archiveSceneByName')
  archiveByName({ body }: EndpointInput<'archiveSceneByName'>) {
    return this.service.archiveByName(body);
  }

  @Endpoint('archiveScene')
  archiveScene({ params }: EndpointInput<'archiveScene'>) {
    return this.service.archiveScene(params.id);
  }

  @Endpoint('archiveProject')
  archiveProject({ params }: EndpointInput<'archiveProject'>) {
    return this.service.archiveProject(params.id);
  }

  /** 202: the film is a job; each scene's progress comes over /api/events. */
  @Endpoint('renderFilm')
  renderFilm({ params, body }: EndpointInput<'renderFilm'>) {
    return this.service.queueFilm(params.id, body.resolution);
  }

  @Endpoint('getFilm')
  film({ params }: EndpointInput<'getFilm'>) {
    return this.service.film(params.id);
  }

  /** 202: the work is a job; its stages and outcome come over /api/events. */
  @Endpoint('autoGenerateProject')
  autoGenerate({ params }: EndpointInput<'autoGenerateProject'>) {
    return this.service.queueAutoGenerate(params.id);
  }
}

import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { DirectorService } from './director.service';

/** Auto-generate answers 202: the work is a job, whose progress comes over /api/events. */
@Controller()
export class DirectorController extends EndpointsOf({ director: DirectorService }, {
  getSceneReadiness: ({ director }, { params }) => director.readiness(params.id, params.sceneId),
  validateScene: ({ director }, { params }) => director.readinessOfScene(params.sceneId),
  validateProjectAssets: ({ director }, { params }) => director.validateProject(params.id),
  getDirectorMemory: ({ director }, { params }) => director.memory(params.id),
  analyzeAndTrain: ({ director }, { body }) => director.train(body.scriptPath),
  generateAssets: ({ director }, { body }) => director.generate(body, body.assets),
  generateMissingAssets: ({ director }, { body }) => director.generate(body, body.assetRequests),
  planGenerateAssets: ({ director }, { body }) => director.planGeneration(body, body.assets),
  planDirectorRender: ({ director }, { body }) => director.planRender(body),
  directorRender: ({ director }, { body }) => director.render(body),
  directorRenderScene: ({ director }, { body }) => director.render(body),
  autoGenerateProject: ({ director }, { params }) => director.queueAutoGenerate(params.id),
}) {}

import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { ScenesService } from './scenes.service';

@Controller()
export class ScenesController extends EndpointsOf({ scenes: ScenesService }, {
  listProjectScenes: ({ scenes }, { params }) => scenes.listByProject(params.id),
  getScene: ({ scenes }, { params }) => scenes.get(params.id),
  createScene: ({ scenes }, { body }) => scenes.create(body),
  updateScene: ({ scenes }, { params, body }) => scenes.update(params.id, body),
  deleteScene: ({ scenes }, { params }) => scenes.remove(params.id),
}) {}

import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { ScenesService } from './scenes.service';

@Controller()
export class ScenesController {
  constructor(private readonly service: ScenesService) {}

  @Endpoint('listProjectScenes')
  listByProject({ params }: EndpointInput<'listProjectScenes'>) {
    return this.service.listByProject(params.id);
  }

  @Endpoint('getScene')
  get({ params }: EndpointInput<'getScene'>) {
    return this.service.get(params.id);
  }

  @Endpoint('createScene')
  create({ body }: EndpointInput<'createScene'>) {
    return this.service.create(body);
  }

  @Endpoint('updateScene')
  update({ params, body }: EndpointInput<'updateScene'>) {
    return this.service.update(params.id, body);
  }

  @Endpoint('deleteScene')
  remove({ params }: EndpointInput<'deleteScene'>) {
    return this.service.remove(params.id);
  }
}

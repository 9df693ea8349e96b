import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { SetsService } from './sets.service';

@Controller()
export class SetsController {
  constructor(private readonly service: SetsService) {}

  @Endpoint('listProjectSets')
  listByProject({ params }: EndpointInput<'listProjectSets'>) {
    return this.service.listByProject(params.id);
  }

  @Endpoint('getSet')
  get({ params }: EndpointInput<'getSet'>) {
    return this.service.get(params.id);
  }

  @Endpoint('createSet')
  create({ body }: EndpointInput<'createSet'>) {
    return this.service.create(body);
  }

  @Endpoint('updateSet')
  update({ params, body }: EndpointInput<'updateSet'>) {
    return this.service.update(params.id, body);
  }

  @Endpoint('deleteSet')
  remove({ params }: EndpointInput<'deleteSet'>) {
    return this.service.remove(params.id);
  }
}

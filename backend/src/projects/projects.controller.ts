import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController {
  constructor(private readonly service: ProjectsService) {}

  @Endpoint('listProjects')
  list() {
    return this.service.list();
  }

  @Endpoint('getProject')
  get({ params }: EndpointInput<'getProject'>) {
    return this.service.get(params.id);
  }

  @Endpoint('createProject')
  create({ body }: EndpointInput<'createProject'>) {
    return this.service.create(body);
  }

  @Endpoint('updateProject')
  update({ params, body }: EndpointInput<'updateProject'>) {
    return this.service.update(params.id, body);
  }

  @Endpoint('deleteProject')
  remove({ params }: EndpointInput<'deleteProject'>) {
    return this.service.remove(params.id);
  }
}

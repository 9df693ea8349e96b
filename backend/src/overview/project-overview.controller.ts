import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { ProjectOverviewService } from './project-overview.service';

@Controller()
export class ProjectOverviewController {
  constructor(private readonly service: ProjectOverviewService) {}

  @Endpoint('getProjectOverview')
  get({ params }: EndpointInput<'getProjectOverview'>) {
    return this.service.get(params.id);
  }
}

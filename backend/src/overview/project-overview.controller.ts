import { Controller, Get, Param } from '@nestjs/common';
import { idParamSchema, type IdParam } from '@studio/contracts/common';
import type { ProjectOverview } from '@studio/contracts/overview';
import { ProjectOverviewService } from './project-overview.service';

@Controller()
export class ProjectOverviewController {
  constructor(private readonly service: ProjectOverviewService) {}

  @Get('/api/projects/:id/overview')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<ProjectOverview> {
    return this.service.get(id);
  }
}

import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { ProjectOverviewService } from './project-overview.service';

@Controller()
export class ProjectOverviewController extends EndpointsOf({ overview: ProjectOverviewService }, {
  getProjectOverview: ({ overview }, { params }) => overview.get(params.id),
}) {}

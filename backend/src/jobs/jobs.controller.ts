import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { JobsService } from './jobs.service';

@Controller()
export class JobsController extends EndpointsOf({ jobs: JobsService }, {
  listJobs: ({ jobs }, { query }) => jobs.list(query),
  getJob: ({ jobs }, { params }) => jobs.get(params.id),
}) {}

import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { JobsService } from './jobs.service';

@Controller()
export class JobsController {
  constructor(private readonly service: JobsService) {}

  @Endpoint('listJobs')
  list({ query }: EndpointInput<'listJobs'>) {
    return this.service.list(query);
  }

  @Endpoint('getJob')
  get({ params }: EndpointInput<'getJob'>) {
    return this.service.get(params.id);
  }
}

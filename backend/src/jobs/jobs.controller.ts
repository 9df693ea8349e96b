import { Controller, Get, Param, Query } from '@nestjs/common';
import { idParamSchema, type IdParam } from '@studio/contracts/common';
import { jobListQuerySchema, type Job, type JobListQuery } from '@studio/contracts/jobs';
import { JobsService } from './jobs.service';

@Controller()
export class JobsController {
  constructor(private readonly service: JobsService) {}

  @Get('/api/jobs')
  list(@Query({ schema: jobListQuerySchema }) query: JobListQuery): Promise<Job[]> {
    return this.service.list(query);
  }

  @Get('/api/jobs/:id')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Job> {
    return this.service.get(id);
  }
}

export { type JobContext, type JobHandler, TARGET_STATUS } from './job-handler';
export * from './job.errors';
export { JOB_QUEUE, JobsService, MAX_ATTEMPTS, STARTING_STAGE, type JobTargetRef } from './jobs.service';
export { JobsModule } from './jobs.module';
export { JobsRepository } from './jobs.repository';

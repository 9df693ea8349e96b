import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { JobEntity } from './job.entity';
import { BullJobQueue, InProcessJobQueue, type JobQueue } from './job-queue';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JOB_QUEUE, JobsService } from './jobs.service';

/** Import it to enqueue jobs and register the handlers of the job types a module owns. */
@Module({
  imports: [TypeOrmModule.forFeature([JobEntity])],
  controllers: [JobsController],
  providers: [
    {
      provide: JOB_QUEUE,
      inject: [APP_CONFIG],
      useFactory: ({ jobs }: AppConfig): JobQueue =>
        jobs.redisUrl ? new BullJobQueue(jobs.redisUrl, jobs.queuePrefix) : new InProcessJobQueue(),
    },
    JobsService,
    JobsRepository,
  ],
  exports: [JobsService],
})
export class JobsModule {}

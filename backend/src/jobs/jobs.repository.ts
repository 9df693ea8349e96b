import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { INTERNAL_JOB_TYPES, RECENT_JOBS_LIMIT, type JobState, type JobTargetType, type JobType } from '@studio/contracts/jobs';
import { In, Not, Repository } from 'typeorm';
import { insertInBulk } from '../database';
import { JobEntity } from './job.entity';

export type NewJob = Omit<JobEntity, 'id' | 'project'>;
/** What a conditional update expects the row still to be: it did not change meanwhile. */
export type JobExpectation = Pick<JobEntity, 'id' | 'state'> & Partial<Pick<JobEntity, 'attempts'>>;

/** The jobs table: the durable record of every job. */
@Injectable()
export class JobsRepository {
  constructor(@InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>) {}

  insert(job: NewJob): Promise<JobEntity> {
    return this.jobs.save(this.jobs.create(job));
  }

  insertMany(jobs: NewJob[]): Promise<JobEntity[]> {
    return insertInBulk(this.jobs.manager, JobEntity, jobs);
  }

  findById(id: number): Promise<JobEntity | null> {
    return this.jobs.findOneBy({ id });
  }

  /** The newest jobs a user sees (not the internal ones), of one project when given. */
  listRecent(projectId?: number): Promise<JobEntity[]> {
    return this.jobs.find({
      where: { type: Not(In([...INTERNAL_JOB_TYPES])), ...(projectId === undefined ? {} : { projectId }) },
      order: { id: 'DESC' },
      take: RECENT_JOBS_LIMIT,
    });
  }

  listInStates(states: JobState[]): Promise<JobEntity[]> {
    return this.jobs.find({ where: { state: In(states) }, order: { id: 'ASC' } });
  }

  /** The oldest (`ASC`) or newest (`DESC`) job of `type` on `target` in one of `states`. */
  findOfTarget(type: JobType, target: { type: JobTargetType; id: number }, states: JobState[], order: 'ASC' | 'DESC'): Promise<JobEntity | null> {
    return this.jobs.findOne({
      where: { type, targetType: target.type, targetId: target.id, state: In(states) },
      order: { id: order },
    });
  }

  /**
   * Writes `changes` only if the row is still as `expected`; says whether it was. A job that
   * finishes frees its target for the next job of its type.
   */
  async updateIf(expected: JobExpectation, changes: Partial<NewJob>): Promise<boolean> {
    const finished = changes.state === 'complete' || changes.state === 'failed';
    const { affected } = await this.jobs.update(expected, finished ? { ...changes, activeKey: null } : changes);
    return Boolean(affected);
  }
}

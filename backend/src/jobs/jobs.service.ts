import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { type Job, type JobListQuery, type JobState, type JobTargetType, type JobType } from '@studio/contracts/jobs';
import { APP_CONFIG, type AppConfig } from '../config';
import { isUniqueViolation } from '../database';
import { LiveEventBus } from '../events';
import type { JobHandler } from './job-handler';
import { JobAlreadyActiveError, JobHandlerRegistrationError, JobNotFoundError } from './job.errors';
import type { JobEntity } from './job.entity';
import { toJob, toJobEvent } from './job.mapper';
import { laneOf, type JobQueue } from './job-queue';
import { JobsRepository, type NewJob } from './jobs.repository';
import { ProgressTracker } from './progress-tracker';

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** Runs per job: the first, plus one more after an interruption (restart, dead worker). */
export const MAX_ATTEMPTS = 2;
/** The stage of a job that started but has reported none yet. */
export const STARTING_STAGE = 'starting';

export interface JobTargetRef {
  type: JobTargetType;
  id: number;
  projectId: number;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every long piece of work is a job row that moves queued -> running -> complete | failed. The
 * module owning a job type registers its handler; this service claims rows, runs handlers,
 * records progress and outcome, and announces each change on the live stream.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private readonly handlers = new Map<string, JobHandler>();
  /** The requeue sweep running now, and whether one more was asked for meanwhile. */
  private requeueing: Promise<void> | undefined;
  private requeueAgain = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly jobs: JobsRepository,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly bus: LiveEventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Call from the owning module's onModuleInit, so every process (API, worker) can run the type. */
  registerHandler<Payload, Result>(type: JobType, handler: JobHandler<Payload, Result>): void {
    if (this.handlers.has(type)) throw new JobHandlerRegistrationError(`A handler for ${type} is already registered`);
    this.handlers.set(type, handler as JobHandler);
  }

  /** Queues a job; for a one-per-target type, JobAlreadyActiveError while one is queued or running on the target. */
  async enqueue<Payload>(type: JobType, target: JobTargetRef, payload: Payload): Promise<Job> {
    if (!this.handlers.has(type)) throw new JobHandlerRegistrationError(`No handler is registered for ${type}`);
    // Looked for first, so a refused duplicate (a second click) costs no failed INSERT in the log;
    // the unique key below still decides when two requests race.
    const already = this.handlers.get(type)?.onePerTarget ? await this.activeJob(type, target) : null;
    if (already) throw new JobAlreadyActiveError(already);
    const row = await this.jobs.insert(this.newRow(type, target, payload, new Date())).catch(async (error: unknown) => {
      const active = isUniqueViolation(error) ? await this.activeJob(type, target) : null;
      throw active ? new JobAlreadyActiveError(active) : error;
    });
    await this.announce(row);
    await this.hand(row);
    return toJob(row);
  }

  /** Queues the job of kind `type` for the row `targetId`, through the payload its owning module builds (JobHandler.queueFor). */
  queueFor(type: JobType, targetId: number): Promise<Job> {
    const queueFor = this.handlers.get(type)?.queueFor;
    if (!queueFor) throw new JobHandlerRegistrationError(`No handler for ${type} queues a job for a row`);
    return queueFor(targetId);
  }

  /**
   * Queues one job per item, its rows written in bulk: for many new rows at once (a blueprint's
   * media). Their targets were just created in the state a queued job means, so no
   * onStateChange runs for 'queued'; each job is announced on the live stream as usual.
   */
  async enqueueMany<Payload>(type: JobType, items: ReadonlyArray<{ target: JobTargetRef; payload: Payload }>): Promise<void> {
    if (!this.handlers.has(type)) throw new JobHandlerRegistrationError(`No handler is registered for ${type}`);
    const now = new Date();
    const rows = await this.jobs.insertMany(items.map(({ target, payload }) => this.newRow(type, target, payload, now)));
    for (const row of rows) {
      this.bus.publish({ kind: 'job', data: toJobEvent(row) });
      await this.hand(row);
    }
  }

  /** A queued job's row, not yet written. */
  private newRow(type: JobType, target: JobTargetRef, payload: unknown, now: Date): NewJob {
    return {
      type,
      targetType: target.type,
      targetId: target.id,
      projectId: target.projectId,
      state: 'queued',
      progress: 0,
      stage: null,
      error: null,
      payload: JSON.stringify(payload ?? null),
      result: null,
      attempts: 0,
      createdAt: now,
      startedAt: null,
      finishedAt: null,
      updatedAt: now,
      activeKey: this.handlers.get(type)?.onePerTarget ? `${type}:${target.type}:${target.id}` : null,
    };
  }

  async list({ projectId }: JobListQuery): Promise<Job[]> {
    return (await this.jobs.listRecent(projectId)).map(toJob);
  }

  /** The queued or running job of `type` on `target`, if there is one (the oldest). */
  async activeJob(type: JobType, target: { type: JobTargetType; id: number }): Promise<Job | null> {
    const row = await this.jobs.findOfTarget(type, target, ['queued', 'running'], 'ASC');
    return row ? toJob(row) : null;
  }

  /** The newest job of `type` on `target` that completed, if any: what it made is its result. */
  async latestComplete(type: JobType, target: { type: JobTargetType; id: number }): Promise<Job | null> {
    const row = await this.jobs.findOfTarget(type, target, ['complete'], 'DESC');
    return row ? toJob(row) : null;
  }

  async get(id: number): Promise<Job> {
    const row = await this.jobs.findById(id);
    if (!row) throw new JobNotFoundError(id);
    return toJob(row);
  }

  async onApplicationBootstrap(): Promise<void> {
    // With Redis away the process still starts and answers; recovery runs when Redis is back.
    let recovered = await this.recover().then(
      () => true,
      (error: unknown) => {
        this.logger.warn(`Jobs are recovered once the queue can be reached: ${errorMessage(error)}`);
        return false;
      },
    );
    this.queue.onReconnect(() => {
      if (recovered) return void this.requeue();
      recovered = true;
      void this.recover().catch((error: unknown) => {
        recovered = false;
        this.logger.warn(`Jobs could not be recovered: ${errorMessage(error)}`);
      });
    });
    const { sweepSeconds } = this.config.jobs;
    // A worker killed between taking a job and finishing it leaves a row no queue holds; without a
    // sweep it would wait for the next boot or Redis outage.
    if (sweepSeconds > 0) this.sweepTimer = setInterval(() => void this.requeue(), sweepSeconds * 1000).unref();
    if (this.config.jobs.runJobs) {
      const { concurrency, renderConcurrency } = this.config.jobs;
      this.queue.consume((jobId) => this.run(jobId), {
        generation: concurrency,
        render: renderConcurrency,
        'render-chunk': this.config.render.parallelism,
        film: 1,
      });
    }
  }

  /** Lets running jobs finish (the database is still open here) and stops taking new ones. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweepTimer);
    await this.requeueing;
    await this.queue.close();
  }

  /**
   * At boot: jobs that no queue holds any more were cut off by a crash or restart. Queued ones go
   * back on the queue; running ones run once more, or fail naming the stage they were in.
   */
  async recover(): Promise<void> {
    const rows = await this.jobs.listInStates(['queued', 'running']);
    for (const row of rows) {
      if (await this.queue.holds(row.id)) continue;
      if (row.state === 'queued') await this.hand(row);
      else await this.interrupted(row);
    }
  }

  /**
   * Hands the queue every queued row it does not hold: the ones it refused while Redis was away
   * (the write answered with the row queued), lost with Redis's data, or dropped with a killed
   * worker; when Redis is back and every JOB_SWEEP_SECONDS. Running rows are left to BullMQ's
   * stalled check: after a Redis restart their workers may still be running them. One sweep at a
   * time; a call during one runs another after it. Handing a held id again is harmless (the queue
   * keys by job id) and a row already claimed is not run again (claim), so nothing runs twice.
   */
  requeue(): Promise<void> {
    if (this.requeueing) {
      this.requeueAgain = true;
      return this.requeueing;
    }
    this.requeueing = (async () => {
      do {
        this.requeueAgain = false;
        try {
          for (const row of await this.jobs.listInStates(['queued'])) {
            if (this.closing) return;
            if (!(await this.queue.holds(row.id))) await this.hand(row);
          }
        } catch (error) {
          this.logger.warn(`Queued jobs could not be handed to the queue again: ${errorMessage(error)}`);
        }
      } while (this.requeueAgain && !this.closing);
    })().finally(() => (this.requeueing = undefined));
    return this.requeueing;
  }

  /** Runs one job row if it can still be claimed; the queue's runners call this. */
  async run(jobId: number): Promise<void> {
    const row = await this.claim(jobId);
    if (!row) return;
    await this.announce(row);
    const tracker = new ProgressTracker(STARTING_STAGE, (progress, stage) => this.saveProgress(row, progress, stage));
    try {
      const handler = this.handlers.get(row.type);
      if (!handler) throw new JobHandlerRegistrationError(`no handler for ${row.type} in this process`);
      const result = await handler.run({
        job: toJob(row),
        payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown),
        reportProgress: (fraction, stage) => tracker.report(fraction, stage),
      });
      await tracker.close();
      await this.finish(row, { state: 'complete', progress: 100, stage: tracker.stage, result: JSON.stringify(result ?? null) });
    } catch (error) {
      await tracker.close();
      await this.finish(row, { state: 'failed', stage: tracker.stage, error: `${tracker.stage}: ${errorMessage(error)}` });
    }
  }

  /**
   * queued -> running, or running -> running again when BullMQ hands back a job whose worker
   * died. Conditional on the row being unchanged, so two processes never both run it.
   */
  private async claim(jobId: number): Promise<JobEntity | null> {
    const row = await this.jobs.findById(jobId);
    if (!row || (row.state !== 'queued' && row.state !== 'running')) return null;
    if (row.state === 'running' && row.attempts >= MAX_ATTEMPTS) {
      await this.interrupted(row);
      return null;
    }
    const now = new Date();
    const changes = {
      state: 'running',
      attempts: row.attempts + 1,
      startedAt: now,
      updatedAt: now,
      progress: 0,
      stage: STARTING_STAGE,
      error: null,
    };
    const claimed = await this.jobs.updateIf({ id: row.id, state: row.state, attempts: row.attempts }, changes);
    return claimed ? Object.assign(row, changes) : null;
  }

  /** A running job whose runner went away: once more if attempts remain, else failed with the reason. */
  private async interrupted(row: JobEntity): Promise<void> {
    const now = new Date();
    const stage = row.stage ?? STARTING_STAGE;
    const changes: Partial<JobEntity> =
      row.attempts < MAX_ATTEMPTS
        ? { state: 'queued', progress: 0, updatedAt: now }
        : { state: 'failed', error: `interrupted by a restart during ${stage}`, finishedAt: now, updatedAt: now };
    if (!(await this.jobs.updateIf({ id: row.id, state: row.state, attempts: row.attempts }, changes))) return;
    Object.assign(row, changes);
    this.logger.warn(`Job ${row.id} (${row.type}) was interrupted during ${stage}: ${row.state === 'queued' ? 'queued again' : 'failed'}`);
    await this.announce(row);
    if (row.state === 'queued') await this.hand(row);
  }

  private async saveProgress(row: JobEntity, progress: number, stage: string): Promise<void> {
    try {
      const changes = { progress, stage, updatedAt: new Date() };
      if (!(await this.jobs.updateIf({ id: row.id, state: 'running' }, changes))) return;
      Object.assign(row, changes);
      this.bus.publish({ kind: 'job', data: toJobEvent(row) });
    } catch (error) {
      this.logger.warn(`Could not record the progress of job ${row.id}: ${errorMessage(error)}`);
    }
  }

  private async finish(row: JobEntity, outcome: Partial<JobEntity> & { state: JobState }): Promise<void> {
    const now = new Date();
    const changes = { ...outcome, finishedAt: now, updatedAt: now };
    await this.jobs.updateIf({ id: row.id, state: 'running' }, changes);
    Object.assign(row, changes);
    if (row.state === 'failed') this.logger.warn(`Job ${row.id} (${row.type}) failed: ${row.error}`);
    await this.announce(row);
  }

  /** The target mirrors the new state first, so a screen refetching on the event sees both. */
  private async announce(row: JobEntity): Promise<void> {
    const handler = this.handlers.get(row.type);
    if (handler?.onStateChange) {
      await handler.onStateChange(toJob(row)).catch((error: unknown) =>
        this.logger.error(`Job ${row.id}: updating its ${row.targetType} ${row.targetId} failed: ${errorMessage(error)}`),
      );
    }
    this.bus.publish({ kind: 'job', data: toJobEvent(row) });
  }

  /** The row is the record: if the queue cannot take the id now, requeue does once it can again (or recovery at the next boot). */
  private async hand(row: Pick<JobEntity, 'id' | 'type'>): Promise<void> {
    await this.queue.add(row.id, laneOf(row.type)).catch((error: unknown) => {
      this.logger.error(`Job ${row.id} stays queued: the queue refused it: ${errorMessage(error)}`);
    });
  }
}

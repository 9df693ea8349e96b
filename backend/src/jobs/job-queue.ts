import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

/** Runs one job row by id; never throws for a handler's failure (that is recorded on the row). */
export type JobRunner = (jobId: number) => Promise<void>;

/** Where queued job ids wait for a runner: in this process, or on BullMQ for many processes. */
export interface JobQueue {
  /** Hands the job to a runner (now or when a slot frees up). */
  add(jobId: number): Promise<void>;
  /** Starts taking jobs in this process, at most `concurrency` at once. */
  consume(run: JobRunner, concurrency: number): void;
  /** Whether the queue still holds the job (waiting or being run by a live process). */
  holds(jobId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The embedded default: a FIFO in memory; the rows make it durable (recovery re-adds them at boot). */
export class InProcessJobQueue implements JobQueue {
  private readonly logger = new Logger(InProcessJobQueue.name);
  private readonly waiting: number[] = [];
  private readonly running = new Set<number>();
  private readonly runs = new Set<Promise<void>>();
  private run: JobRunner | undefined;
  private concurrency = 1;
  private closed = false;

  async add(jobId: number): Promise<void> {
    if (this.waiting.includes(jobId) || this.running.has(jobId)) return;
    this.waiting.push(jobId);
    this.pump();
  }

  consume(run: JobRunner, concurrency: number): void {
    this.run = run;
    this.concurrency = concurrency;
    this.pump();
  }

  async holds(jobId: number): Promise<boolean> {
    return this.waiting.includes(jobId) || this.running.has(jobId);
  }

  /** Stops starting jobs and waits for the ones running. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await Promise.allSettled([...this.runs]);
  }

  private pump(): void {
    while (!this.closed && this.run && this.running.size < this.concurrency && this.waiting.length > 0) {
      const jobId = this.waiting.shift()!;
      this.running.add(jobId);
      const run = this.run(jobId)
        .catch((error: unknown) => this.logger.error(`Job ${jobId} could not run: ${String(error)}`))
        .finally(() => {
          this.running.delete(jobId);
          this.runs.delete(run);
          this.pump();
        });
      this.runs.add(run);
    }
  }
}

export const BULL_QUEUE_NAME = 'jobs';
const ACTIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const bullJobId = (jobId: number) => `job-${jobId}`;

/**
 * REDIS_URL: job ids go on a BullMQ queue that any process with a worker takes from (the API
 * and `npm run worker` on any machine sharing the database). The row stays the record; BullMQ
 * only hands out ids, and moves a job whose worker died back to waiting (stalled).
 */
export class BullJobQueue implements JobQueue {
  private readonly logger = new Logger(BullJobQueue.name);
  private readonly queue: Queue;
  private readonly connections: Redis[] = [];
  private worker: Worker | undefined;

  constructor(private readonly redisUrl: string, private readonly prefix: string) {
    this.queue = new Queue(BULL_QUEUE_NAME, { connection: this.connect(), prefix });
  }

  async add(jobId: number): Promise<void> {
    // The row counts attempts; finished BullMQ entries are dropped so an id can be queued again.
    await this.queue.add('run', { jobId }, { jobId: bullJobId(jobId), attempts: 1, removeOnComplete: true, removeOnFail: true });
  }

  consume(run: JobRunner, concurrency: number): void {
    this.worker = new Worker<{ jobId: number }>(BULL_QUEUE_NAME, (job) => run(job.data.jobId), {
      connection: this.connect(),
      prefix: this.prefix,
      concurrency,
    });
    this.worker.on('error', (error) => this.logger.error(`BullMQ worker: ${error.message}`));
  }

  async holds(jobId: number): Promise<boolean> {
    return ACTIVE_STATES.has(await this.queue.getJobState(bullJobId(jobId)));
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.allSettled(this.connections.map((connection) => connection.quit()));
  }

  /**
   * Our own client, not connection options: BullMQ loads its optional ioredis peer itself, and
   * that is not always resolvable from where npm put BullMQ. Workers need no request retry limit.
   */
  private connect(): Redis {
    const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.connections.push(connection);
    return connection;
  }
}

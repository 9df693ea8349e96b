import { Logger } from '@nestjs/common';
import type { JobType } from '@studio/contracts/jobs';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * A scene render keeps every core busy for as long as the video lasts: renders wait in a lane of
 * their own, so voices, music and models keep being generated while one runs. The chunks of a
 * render have a lane of their own too: a render waiting for its chunks holds no chunk slot, so
 * one process with one slot of each still finishes. A film waits for its scenes' renders, so it
 * too has a lane of its own and holds neither a render nor a generation slot.
 */
export const JOB_LANES = ['generation', 'render', 'render-chunk', 'film'] as const;
export type JobLane = (typeof JOB_LANES)[number];
export type LaneConcurrency = Record<JobLane, number>;

const LANE_OF_TYPE: Partial<Record<JobType, JobLane>> = {
  'scene.render': 'render',
  'scene.render-chunk': 'render-chunk',
  'project.render-film': 'film',
};

/** Takes the row's type column as stored. */
export const laneOf = (type: string): JobLane => LANE_OF_TYPE[type as JobType] ?? 'generation';

/** Runs one job row by id; never throws for a handler's failure (that is recorded on the row). */
export type JobRunner = (jobId: number) => Promise<void>;

/** Where queued job ids wait for a runner: in this process, or on BullMQ for many processes. */
export interface JobQueue {
  /** Hands the job to a runner of its lane (now or when a slot frees up). */
  add(jobId: number, lane: JobLane): Promise<void>;
  /** Starts taking jobs in this process, at most `concurrency[lane]` of each lane at once. */
  consume(run: JobRunner, concurrency: LaneConcurrency): void;
  /** Whether the queue still holds the job (waiting or being run by a live process). */
  holds(jobId: number): Promise<boolean>;
  close(): Promise<void>;
}

interface InProcessLane {
  waiting: number[];
  running: Set<number>;
  concurrency: number;
}

/** The embedded default: a FIFO per lane in memory; the rows make it durable (recovery re-adds them at boot). */
export class InProcessJobQueue implements JobQueue {
  private readonly logger = new Logger(InProcessJobQueue.name);
  private readonly lanes = Object.fromEntries(
    JOB_LANES.map((lane): [JobLane, InProcessLane] => [lane, { waiting: [], running: new Set(), concurrency: 1 }]),
  ) as Record<JobLane, InProcessLane>;
  private readonly runs = new Set<Promise<void>>();
  private run: JobRunner | undefined;
  private closed = false;

  async add(jobId: number, lane: JobLane): Promise<void> {
    if (await this.holds(jobId)) return;
    this.lanes[lane].waiting.push(jobId);
    this.pump(lane);
  }

  consume(run: JobRunner, concurrency: LaneConcurrency): void {
    this.run = run;
    for (const lane of JOB_LANES) {
      this.lanes[lane].concurrency = concurrency[lane];
      this.pump(lane);
    }
  }

  async holds(jobId: number): Promise<boolean> {
    return JOB_LANES.some((lane) => this.lanes[lane].waiting.includes(jobId) || this.lanes[lane].running.has(jobId));
  }

  /** Stops starting jobs and waits for the ones running. */
  async close(): Promise<void> {
    this.closed = true;
    for (const lane of JOB_LANES) this.lanes[lane].waiting.length = 0;
    await Promise.allSettled([...this.runs]);
  }

  private pump(laneName: JobLane): void {
    const lane = this.lanes[laneName];
    while (!this.closed && this.run && lane.running.size < lane.concurrency && lane.waiting.length > 0) {
      const jobId = lane.waiting.shift()!;
      lane.running.add(jobId);
      const run = this.run(jobId)
        .catch((error: unknown) => this.logger.error(`Job ${jobId} could not run: ${String(error)}`))
        .finally(() => {
          lane.running.delete(jobId);
          this.runs.delete(run);
          this.pump(laneName);
        });
      this.runs.add(run);
    }
  }
}

/** One BullMQ queue per lane; generation keeps the name the queue had before lanes. */
export const BULL_QUEUE_NAMES: Record<JobLane, string> = { generation: 'jobs', render: 'renders', 'render-chunk': 'render-chunks', film: 'films' };
const ACTIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const bullJobId = (jobId: number) => `job-${jobId}`;

/**
 * REDIS_URL: job ids go on a BullMQ queue that any process with a worker takes from (the API
 * and `npm run worker` on any machine sharing the database). The row stays the record; BullMQ
 * only hands out ids, and moves a job whose worker died back to waiting (stalled).
 */
export class BullJobQueue implements JobQueue {
  private readonly logger = new Logger(BullJobQueue.name);
  private readonly queues: Record<JobLane, Queue>;
  private readonly connections: Redis[] = [];
  private readonly workers: Worker[] = [];

  constructor(private readonly redisUrl: string, private readonly prefix: string) {
    const connection = this.connect();
    this.queues = Object.fromEntries(JOB_LANES.map((lane) => [lane, new Queue(BULL_QUEUE_NAMES[lane], { connection, prefix })])) as Record<
      JobLane,
      Queue
    >;
  }

  async add(jobId: number, lane: JobLane): Promise<void> {
    // The row counts attempts; finished BullMQ entries are dropped so an id can be queued again.
    await this.queues[lane].add('run', { jobId }, { jobId: bullJobId(jobId), attempts: 1, removeOnComplete: true, removeOnFail: true });
  }

  consume(run: JobRunner, concurrency: LaneConcurrency): void {
    for (const lane of JOB_LANES) {
      const worker = new Worker<{ jobId: number }>(BULL_QUEUE_NAMES[lane], (job) => run(job.data.jobId), {
        connection: this.connect(),
        prefix: this.prefix,
        concurrency: concurrency[lane],
      });
      worker.on('error', (error) => this.logger.error(`BullMQ ${lane} worker: ${error.message}`));
      this.workers.push(worker);
    }
  }

  async holds(jobId: number): Promise<boolean> {
    const states = await Promise.all(JOB_LANES.map((lane) => this.queues[lane].getJobState(bullJobId(jobId))));
    return states.some((state) => ACTIVE_STATES.has(state));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all(JOB_LANES.map((lane) => this.queues[lane].close()));
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

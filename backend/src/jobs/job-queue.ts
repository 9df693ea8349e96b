import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
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
  /** Calls `listener` each time the queue can take jobs again after losing its store (Redis back after an outage). */
  onReconnect(listener: () => void): void;
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

  /** Memory is never lost while the process lives: nothing to listen for. */
  onReconnect(): void {}

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
/** How long closing a worker may wait for its running jobs and its blocking read before it is cut off. */
const WORKER_CLOSE_GRACE_MS = 10_000;
/** How long closing waits for a connection's QUIT before dropping it (a connection waiting to reconnect never answers). */
const QUIT_GRACE_MS = 1_000;
/** How long closing waits for Redis to answer a PING before it takes Redis for away. */
const CLOSE_PING_MS = 3_000;
/**
 * How long an add or a lookup waits for the queues' connection to be ready. BullMQ waits for its
 * connection's first 'ready' without end, so a process booting while Redis is down would hang in
 * its first add (the demo seed's, recovery's) and never start answering.
 */
const READY_WAIT_MS = 2_000;

/** Whether `promise` settled as true within `ms`; its timer is cleared either way, so it holds no process open. */
async function within(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([promise, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))]);
  clearTimeout(timer);
  return settled;
}

/** QUIT, or after QUIT_GRACE_MS (Redis away) a plain disconnect, so no reconnect timer keeps the process alive. */
async function quitConnection(connection: Redis): Promise<void> {
  await within(
    connection.quit().then(
      () => true,
      () => false,
    ),
    QUIT_GRACE_MS,
  );
  if (connection.status !== 'end') connection.disconnect();
}

/**
 * A BullMQ worker that can stop its timers without closing: the close that was cut off never
 * reached them, and its lock renewal would fire every few seconds for ever, keeping the process
 * alive after everything else has closed.
 */
class LaneWorker extends Worker<{ jobId: number }> {
  async stopTimers(): Promise<void> {
    // Paused without waiting for its jobs: its stalled check stops.
    await this.pause(true);
    await this.lockManager.close();
  }
}

/**
 * Closes a BullMQ worker, waiting for its running jobs. After Redis restarted, a worker's blocking
 * read can stay pending on the dropped connection, and then neither its close nor its disconnect
 * ever resolves: after the grace period its connections are dropped without waiting and its timers
 * stopped (a job still running is handed back by stalled detection). With Redis away (`force`) it
 * does not wait for its jobs: a graceful close waits for its blocking connection to end, which one
 * that is waiting to reconnect never does.
 */
async function closeWorker(worker: LaneWorker, logger: Logger, force: boolean): Promise<void> {
  if (await within(worker.close(force).then(() => true), WORKER_CLOSE_GRACE_MS)) return;
  logger.warn(`BullMQ worker ${worker.name} did not close within ${WORKER_CLOSE_GRACE_MS} ms; dropping its connections`);
  void worker.disconnect().catch(() => undefined);
  await worker.stopTimers();
}

const ACTIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const bullJobId = (jobId: number) => `job-${jobId}`;

/**
 * REDIS_URL: job ids go on a BullMQ queue that any process with a worker takes from (the API
 * and `npm run worker` on any machine sharing the database). The row stays the record; BullMQ
 * only hands out ids, and moves a job whose worker died back to waiting (stalled); a process that
 * boots does so at once for a worker that is gone (holds, from recovery).
 */
export class BullJobQueue implements JobQueue {
  private readonly logger = new Logger(BullJobQueue.name);
  private readonly queues: Record<JobLane, Queue>;
  /**
   * The queues' connection (adds and state lookups): it fails a command at once while Redis is
   * away instead of holding it until Redis is back, so a write that queues a job answers; the row
   * stays queued and JobsService hands it over again when this connection is ready once more.
   */
  private readonly producer: Redis;
  /** Whether the producer has been ready once: from then on a lost connection fails commands at once. */
  private wasReady = false;
  /** Whether its last attempt to connect failed (logged once per outage). */
  private unreachable = false;
  private readonly connections: Redis[] = [];
  /** Copies BullMQ made of them for its workers' blocking reads. */
  private readonly copies: Redis[] = [];
  private readonly workers: LaneWorker[] = [];
  /** Recorded on each job it takes (BullMQ's processedBy) and on its Redis connections, so others can tell it is gone. */
  private readonly workerName = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(private readonly redisUrl: string, private readonly prefix: string) {
    this.producer = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.connections.push(this.producer);
    this.producer.on('error', (error: Error) => {
      if (!this.unreachable) this.logger.warn(`Jobs stay queued in the database until Redis can be reached: ${error.message}`);
      this.unreachable = true;
    });
    this.producer.on('ready', () => {
      this.unreachable = false;
      this.wasReady = true;
    });
    const connection = this.producer;
    this.queues = Object.fromEntries(
      JOB_LANES.map((lane) => {
        const queue = new Queue(BULL_QUEUE_NAMES[lane], { connection, prefix });
        // The same connection errors as the producer's, logged once above.
        queue.on('error', () => undefined);
        return [lane, queue];
      }),
    ) as Record<JobLane, Queue>;
  }

  /** Each 'ready' of the producer from now on: it reconnected (its first came before recovery could run). */
  onReconnect(listener: () => void): void {
    this.producer.on('ready', listener);
  }

  async add(jobId: number, lane: JobLane): Promise<void> {
    await this.reachable();
    // The row counts attempts; finished BullMQ entries are dropped so an id can be queued again.
    await this.queues[lane].add('run', { jobId }, { jobId: bullJobId(jobId), attempts: 1, removeOnComplete: true, removeOnFail: true });
  }

  consume(run: JobRunner, concurrency: LaneConcurrency): void {
    for (const lane of JOB_LANES) {
      const worker = new LaneWorker(BULL_QUEUE_NAMES[lane], (job) => run(job.data.jobId), {
        connection: this.connect(),
        prefix: this.prefix,
        concurrency: concurrency[lane],
        name: this.workerName,
      });
      worker.on('error', (error) => this.logger.error(`BullMQ ${lane} worker: ${error.message}`));
      this.workers.push(worker);
    }
  }

  /** An active job whose worker is gone is not held: see releaseIfOrphaned. */
  async holds(jobId: number): Promise<boolean> {
    await this.reachable();
    const states = await Promise.all(JOB_LANES.map((lane) => this.queues[lane].getJobState(bullJobId(jobId))));
    for (const [i, state] of states.entries()) {
      if (state === 'active' && (await this.releaseIfOrphaned(this.queues[JOB_LANES[i]], jobId))) return false;
      if (ACTIVE_STATES.has(state)) return true;
    }
    return false;
  }

  /**
   * Moves an active job whose worker is gone (killed or crashed: Redis dropped its connections)
   * back to waiting now, and says whether it did. BullMQ's stalled check would too, but only once
   * the dead worker's lock has expired (30 s or more), so a restarted worker would sit idle.
   */
  private async releaseIfOrphaned(queue: Queue, jobId: number): Promise<boolean> {
    const job = await queue.getJob(bullJobId(jobId));
    if (!job?.processedBy) return false;
    const clients = await queue.getWorkers();
    // A Redis without CLIENT LIST cannot tell who is alive: leave it to BullMQ's stalled check.
    if (clients.some((client) => !client.rawname)) return false;
    if (clients.some((client) => client.rawname.endsWith(`:w:${job.processedBy}`))) return false;
    // Token '0' skips the lock check: the lock is the dead worker's and expires on its own.
    await job.moveToWait('0');
    this.logger.warn(`Job ${jobId}: its worker ${job.processedBy} is gone; back to waiting`);
    return true;
  }

  async close(): Promise<void> {
    // Asked, not read from the status: just after Redis went away the connection may not know yet.
    const redisAway = !(await this.answersPing());
    await Promise.all(this.workers.map((worker) => closeWorker(worker, this.logger, redisAway)));
    await Promise.all(JOB_LANES.map((lane) => this.queues[lane].close()));
    await Promise.all(this.connections.map(quitConnection));
    // A worker cut off after a Redis restart leaves its blocking copy reconnecting, holding the process open.
    for (const copy of this.copies) if (copy.status !== 'end') copy.disconnect();
  }

  /**
   * Before the queues' first connection: resolves once it is ready, or fails at once when a try
   * already failed, or after READY_WAIT_MS (Redis away).
   */
  private async reachable(): Promise<void> {
    if (this.wasReady || this.producer.status === 'ready') return;
    if (this.unreachable) throw new Error(`Redis cannot be reached (${this.producer.status})`);
    let onReady: (() => void) | undefined;
    const ready = await within(new Promise<true>((resolve) => this.producer.once('ready', (onReady = () => resolve(true)))), READY_WAIT_MS);
    if (onReady) this.producer.off('ready', onReady);
    if (!ready) throw new Error(`Redis cannot be reached (${this.producer.status})`);
  }

  private answersPing(): Promise<boolean> {
    return within(
      this.producer.ping().then(
        () => true,
        () => false,
      ),
      CLOSE_PING_MS,
    );
  }

  /**
   * Our own client, not connection options: BullMQ loads its optional ioredis peer itself, and
   * that is not always resolvable from where npm put BullMQ. Workers need no request retry limit.
   */
  private connect(): Redis {
    const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.connections.push(connection);
    // BullMQ workers block on copies of it (duplicate()): kept, so close() ends those a cut-off worker left.
    const duplicate = connection.duplicate.bind(connection);
    connection.duplicate = (...options) => {
      const copy = duplicate(...options);
      this.copies.push(copy);
      return copy;
    };
    return connection;
  }
}

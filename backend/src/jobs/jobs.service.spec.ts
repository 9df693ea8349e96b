import type { LiveEvent } from '@studio/contracts/events';
import type { Job, JobState, JobTargetType, JobType } from '@studio/contracts/jobs';
import { fake, quietLogger } from '../../test/fakes';
import { loadAppConfig, type AppConfig } from '../config';
import { LiveEventBus, type LiveEventListener, type LogPosition } from '../events';
import type { JobHandler } from './job-handler';
import type { JobEntity } from './job.entity';
import { JobHandlerRegistrationError, JobNotFoundError } from './job.errors';
import type { JobLane, JobQueue, JobRunner, LaneConcurrency } from './job-queue';
import type { JobExpectation, JobsRepository, NewJob } from './jobs.repository';
import { JobsService, MAX_ATTEMPTS, STARTING_STAGE, type JobTargetRef } from './jobs.service';

quietLogger();

/** The jobs table in memory: what JobsService reads and writes, each read a fresh copy like a database's. */
class InMemoryJobs implements Pick<JobsRepository, 'insert' | 'insertMany' | 'findById' | 'listRecent' | 'listInStates' | 'findOfTarget' | 'updateIf'> {
  readonly rows = new Map<number, JobEntity>();
  private nextId = 1;

  async insert(job: NewJob): Promise<JobEntity> {
    return this.add(job);
  }

  async insertMany(jobs: NewJob[]): Promise<JobEntity[]> {
    return jobs.map((job) => this.add(job));
  }

  async findById(id: number): Promise<JobEntity | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }

  async listRecent(projectId?: number): Promise<JobEntity[]> {
    return this.all().filter((row) => projectId === undefined || row.projectId === projectId).reverse();
  }

  async listInStates(states: JobState[]): Promise<JobEntity[]> {
    return this.all().filter((row) => states.includes(row.state as JobState));
  }

  async findOfTarget(type: JobType, target: { type: JobTargetType; id: number }, states: JobState[], order: 'ASC' | 'DESC'): Promise<JobEntity | null> {
    const matching = this.all().filter(
      (row) => row.type === type && row.targetType === target.type && row.targetId === target.id && states.includes(row.state as JobState),
    );
    return (order === 'ASC' ? matching[0] : matching.at(-1)) ?? null;
  }

  async updateIf(expected: JobExpectation, changes: Partial<NewJob>): Promise<boolean> {
    const row = this.rows.get(expected.id);
    if (!row || row.state !== expected.state || (expected.attempts !== undefined && row.attempts !== expected.attempts)) return false;
    Object.assign(row, changes);
    return true;
  }

  /** The stored row itself (for assertions). */
  row(id: number): JobEntity {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no job row ${id}`);
    return row;
  }

  private add(job: NewJob): JobEntity {
    const row: JobEntity = { ...structuredClone(job), id: this.nextId++ };
    this.rows.set(row.id, row);
    return structuredClone(row);
  }

  private all(): JobEntity[] {
    return [...this.rows.values()].sort((a, b) => a.id - b.id).map((row) => structuredClone(row));
  }
}

/** The queue interface behind BullMQ and the in-process queue: records what it was handed. */
class RecordingQueue implements JobQueue {
  readonly added: Array<[number, JobLane]> = [];
  readonly held = new Set<number>();
  consumed: { run: JobRunner; concurrency: LaneConcurrency } | undefined;
  refuse: Error | undefined;
  closed = false;
  /** What the service asked to hear when the queue's store is back; the test calls it. */
  reconnected: () => void = () => undefined;

  async add(jobId: number, lane: JobLane): Promise<void> {
    if (this.refuse) throw this.refuse;
    this.added.push([jobId, lane]);
  }

  consume(run: JobRunner, concurrency: LaneConcurrency): void {
    this.consumed = { run, concurrency };
  }

  async holds(jobId: number): Promise<boolean> {
    return this.held.has(jobId);
  }

  onReconnect(listener: () => void): void {
    this.reconnected = listener;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

class RecordingBus extends LiveEventBus {
  readonly events: LiveEvent[] = [];

  publish(event: LiveEvent): void {
    this.events.push(event);
  }

  subscribe(_listener: LiveEventListener): () => void {
    return () => undefined;
  }

  async position(): Promise<LogPosition> {
    return { head: '0-0', missed: [] };
  }

  async close(): Promise<void> {}

  /** The job events published for one job, as [state, progress, stage]. */
  jobEvents(jobId: number): Array<[string, number, string | null]> {
    return this.events.flatMap((event) => (event.kind === 'job' && event.data.id === jobId ? [[event.data.state, event.data.progress, event.data.stage]] : []));
  }
}

const target = (overrides: Partial<JobTargetRef> = {}): JobTargetRef => ({ type: 'voice-line', id: 7, projectId: 3, ...overrides });

/** A job row as it would be stored, for jobs a spec puts in the table directly (older runs, crashes). */
const jobRow = (overrides: Partial<NewJob> = {}): NewJob => {
  const at = new Date('2026-11-20T10:00:00Z');
  return {
    type: 'voice-line.synthesize',
    targetType: 'voice-line',
    targetId: 7,
    projectId: 3,
    state: 'queued',
    progress: 0,
    stage: null,
    error: null,
    payload: JSON.stringify({ lineId: 7 }),
    result: null,
    attempts: 0,
    createdAt: at,
    startedAt: null,
    finishedAt: null,
    updatedAt: at,
    activeKey: null,
    ...overrides,
  };
};

function setup({ config = loadAppConfig({}) }: { config?: AppConfig } = {}) {
  const rows = new InMemoryJobs();
  const queue = new RecordingQueue();
  const bus = new RecordingBus();
  const service = new JobsService(fake<JobsRepository>('JobsRepository', rows), queue, bus, config);
  /** Registers a handler of `type` that records each state change it is told about. */
  const handle = <Payload = unknown, Result = unknown>(type: JobType, run: JobHandler<Payload, Result>['run']) => {
    const states: Array<[string, number]> = [];
    service.registerHandler<Payload, Result>(type, {
      run,
      onStateChange: async (job) => {
        states.push([job.state, job.attempts]);
      },
    });
    return states;
  };
  return { service, rows, queue, bus, handle };
}

describe('JobsService', () => {
  describe('registering and enqueueing', () => {
    it('refuses a second handler for a type and a job of a type nobody handles, writing nothing', async () => {
      const { service, rows, queue, handle } = setup();
      handle('voice-line.synthesize', async () => null);
      expect(() => service.registerHandler('voice-line.synthesize', { run: async () => null })).toThrow(JobHandlerRegistrationError);
      await expect(service.enqueue('music.compose', target({ type: 'music' }), {})).rejects.toThrow(JobHandlerRegistrationError);
      await expect(service.enqueueMany('music.compose', [{ target: target({ type: 'music' }), payload: {} }])).rejects.toThrow(
        JobHandlerRegistrationError,
      );
      expect(rows.rows.size).toBe(0);
      expect(queue.added).toEqual([]);
    });

    it('writes a queued row, tells the target and the live stream, and hands it to the lane of its type', async () => {
      const { service, rows, queue, bus, handle } = setup();
      const states = handle('scene.render', async () => null);
      const job = await service.enqueue('scene.render', target({ type: 'scene', id: 12 }), { sceneId: 12, resolution: '720p' });
      expect(job).toMatchObject({
        type: 'scene.render',
        target: { type: 'scene', id: 12 },
        projectId: 3,
        state: 'queued',
        progress: 0,
        stage: null,
        error: null,
        attempts: 0,
        startedAt: null,
        finishedAt: null,
      });
      expect(JSON.parse(rows.row(job.id).payload ?? 'null')).toEqual({ sceneId: 12, resolution: '720p' });
      expect(states).toEqual([['queued', 0]]);
      expect(bus.jobEvents(job.id)).toEqual([['queued', 0, null]]);
      expect(queue.added).toEqual([[job.id, 'render']]);
    });

    it('puts each type in its lane: renders, chunks and films apart from generation', async () => {
      const { service, queue, handle } = setup();
      const types: JobType[] = ['voice-line.synthesize', 'scene.render', 'scene.render-chunk', 'project.render-film'];
      for (const type of types) handle(type, async () => null);
      for (const type of types) await service.enqueue(type, target(), null);
      expect(queue.added.map(([, lane]) => lane)).toEqual(['generation', 'render', 'render-chunk', 'film']);
    });

    it('keeps the job queued when the queue refuses it, and hands it over once the queue is back', async () => {
      const { service, rows, queue, handle } = setup();
      handle('voice-line.synthesize', async () => null);
      await service.onApplicationBootstrap();
      queue.refuse = new Error('redis is down');
      const refused = await service.enqueue('voice-line.synthesize', target({ id: 1 }), { lineId: 1 });
      const alsoRefused = await service.enqueue('voice-line.synthesize', target({ id: 2 }), { lineId: 2 });
      expect(refused.state).toBe('queued');
      expect(rows.row(refused.id).state).toBe('queued');
      expect(queue.added).toEqual([]);

      // Still down when the queue reconnects for a moment: nothing is lost, the rows stay queued.
      queue.reconnected();
      await service.requeue();
      expect(queue.added).toEqual([]);

      queue.refuse = undefined;
      queue.held.add(alsoRefused.id); // another process handed this one over meanwhile
      queue.reconnected();
      await service.requeue(); // runs once more after the sweep the reconnect started
      expect(new Set(queue.added.map(([id, lane]) => `${id}:${lane}`))).toEqual(new Set([`${refused.id}:generation`]));
      expect(rows.row(refused.id).state).toBe('queued');
    });

    it('sweeps every JOB_SWEEP_SECONDS for queued rows no queue holds (a killed worker dropped them), and stops at shutdown', async () => {
      jest.useFakeTimers();
      try {
        const { service, rows, queue, handle } = setup({ config: loadAppConfig({ JOB_SWEEP_SECONDS: '30' }) });
        handle('scene.render', async () => null);
        await service.onApplicationBootstrap();
        const dropped = await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene' }));
        await jest.advanceTimersByTimeAsync(29_000);
        expect(queue.added).toEqual([]);
        await jest.advanceTimersByTimeAsync(1_000);
        expect(queue.added).toEqual([[dropped.id, 'render']]);

        await service.beforeApplicationShutdown();
        await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene', targetId: 2 }));
        await jest.advanceTimersByTimeAsync(60_000);
        expect(queue.added).toHaveLength(1);
      } finally {
        jest.useRealTimers();
      }
    });

    it('requeues only queued rows: running, finished and failed ones are left alone', async () => {
      const { service, rows, queue, handle } = setup();
      handle('voice-line.synthesize', async () => null);
      const ids = await rows.insertMany([
        jobRow({ targetId: 1, state: 'queued' }),
        jobRow({ targetId: 2, state: 'running', attempts: 1 }),
        jobRow({ targetId: 3, state: 'complete' }),
        jobRow({ targetId: 4, state: 'failed' }),
      ]);
      await service.requeue();
      expect(queue.added).toEqual([[ids[0].id, 'generation']]);
    });

    it('enqueues many in one write: announced and handed over each, with no state change for the targets', async () => {
      const { service, rows, queue, bus, handle } = setup();
      const states = handle('voice-line.synthesize', async () => null);
      const insertMany = jest.spyOn(rows, 'insertMany');
      await service.enqueueMany('voice-line.synthesize', [
        { target: target({ id: 1 }), payload: { lineId: 1 } },
        { target: target({ id: 2 }), payload: { lineId: 2 } },
      ]);
      expect(insertMany).toHaveBeenCalledTimes(1);
      expect([...rows.rows.values()].map((row) => [row.targetId, row.state, row.payload])).toEqual([
        [1, 'queued', '{"lineId":1}'],
        [2, 'queued', '{"lineId":2}'],
      ]);
      expect(states).toEqual([]);
      expect(bus.jobEvents(1)).toEqual([['queued', 0, null]]);
      expect(bus.jobEvents(2)).toEqual([['queued', 0, null]]);
      expect(queue.added).toEqual([
        [1, 'generation'],
        [2, 'generation'],
      ]);
    });

    it("queues a row's job by kind through the payload its handler builds, and refuses a kind whose handler cannot", async () => {
      const { service, rows, handle } = setup();
      handle('scene.render', async () => null);
      service.registerHandler('set.model', {
        run: async () => null,
        queueFor: (id) => service.enqueue('set.model', target({ type: 'set', id }), { id }),
      });
      const job = await service.queueFor('set.model', 4);
      expect(job).toMatchObject({ type: 'set.model', target: { type: 'set', id: 4 }, state: 'queued' });
      expect(JSON.parse(rows.row(job.id).payload ?? 'null')).toEqual({ id: 4 });
      expect(() => service.queueFor('scene.render', 4)).toThrow(JobHandlerRegistrationError);
      expect(() => service.queueFor('music.compose', 4)).toThrow(JobHandlerRegistrationError);
    });
  });

  describe('running', () => {
    it('moves queued -> running -> complete, handing the handler its payload and the run', async () => {
      const { service, rows, bus, handle } = setup();
      const seen: Array<{ job: Job; payload: unknown }> = [];
      const states = handle<{ lineId: number }, { filePath: string }>('voice-line.synthesize', async ({ job, payload }) => {
        seen.push({ job, payload });
        return { filePath: '/media/voice-lines/7/voice-1.wav' };
      });
      const { id } = await service.enqueue('voice-line.synthesize', target(), { lineId: 7 });
      await service.run(id);

      expect(seen).toEqual([{ job: expect.objectContaining({ id, state: 'running', attempts: 1, stage: STARTING_STAGE }), payload: { lineId: 7 } }]);
      expect(states).toEqual([
        ['queued', 0],
        ['running', 1],
        ['complete', 1],
      ]);
      const row = rows.row(id);
      expect(row).toMatchObject({ state: 'complete', progress: 100, stage: STARTING_STAGE, error: null, attempts: 1 });
      expect(JSON.parse(row.result ?? 'null')).toEqual({ filePath: '/media/voice-lines/7/voice-1.wav' });
      expect(row.startedAt).toBeInstanceOf(Date);
      expect(row.finishedAt).toBeInstanceOf(Date);
      expect(await service.get(id)).toMatchObject({ state: 'complete', result: { filePath: '/media/voice-lines/7/voice-1.wav' } });
      expect(bus.jobEvents(id)).toEqual([
        ['queued', 0, null],
        ['running', 0, STARTING_STAGE],
        ['complete', 100, STARTING_STAGE],
      ]);
    });

    it('records progress stage by stage and never lets it go down', async () => {
      const { service, rows, bus, handle } = setup();
      handle('voice-line.synthesize', async ({ reportProgress }) => {
        reportProgress(0.5, 'synthesizing audio');
        reportProgress(0.2, 'encoding');
        return null;
      });
      const { id } = await service.enqueue('voice-line.synthesize', target(), null);
      await service.run(id);
      expect(bus.jobEvents(id)).toEqual([
        ['queued', 0, null],
        ['running', 0, STARTING_STAGE],
        ['running', 50, 'synthesizing audio'],
        ['running', 50, 'encoding'],
        ['complete', 100, 'encoding'],
      ]);
      expect(rows.row(id)).toMatchObject({ state: 'complete', progress: 100, stage: 'encoding' });
    });

    it('fails naming the stage it was in and the reason', async () => {
      const { service, rows, handle } = setup();
      const states = handle('voice-line.synthesize', async ({ reportProgress }) => {
        reportProgress(0.4, 'synthesizing audio');
        throw new Error('espeak exited with code 1');
      });
      const { id } = await service.enqueue('voice-line.synthesize', target(), null);
      await service.run(id);
      expect(rows.row(id)).toMatchObject({
        state: 'failed',
        progress: 40,
        stage: 'synthesizing audio',
        error: 'synthesizing audio: espeak exited with code 1',
        result: null,
      });
      expect(rows.row(id).finishedAt).toBeInstanceOf(Date);
      expect(states.at(-1)).toEqual(['failed', 1]);
    });

    it('names the starting stage when the handler fails before reporting any, and takes any thrown value', async () => {
      const { service, rows, handle } = setup();
      handle('voice-line.synthesize', async () => {
        throw 'no voice installed';
      });
      const { id } = await service.enqueue('voice-line.synthesize', target(), null);
      await service.run(id);
      expect(rows.row(id)).toMatchObject({ state: 'failed', error: `${STARTING_STAGE}: no voice installed` });
    });

    it('fails a job whose type has no handler in this process', async () => {
      const { service, rows } = setup();
      const row = await rows.insert(jobRow({ type: 'music.compose' }));
      await service.run(row.id);
      expect(rows.row(row.id)).toMatchObject({ state: 'failed', error: `${STARTING_STAGE}: no handler for music.compose in this process` });
    });

    it('runs a job once: not when it is finished, missing, or claimed by another process first', async () => {
      const { service, rows, handle } = setup();
      const run = jest.fn(async () => null);
      handle('voice-line.synthesize', run);
      const done = await rows.insert(jobRow({ state: 'complete', progress: 100, attempts: 1 }));
      const failed = await rows.insert(jobRow({ state: 'failed', attempts: 1 }));
      await service.run(done.id);
      await service.run(failed.id);
      await service.run(999);

      const raced = await rows.insert(jobRow());
      jest.spyOn(rows, 'updateIf').mockResolvedValueOnce(false);
      await service.run(raced.id);

      expect(run).not.toHaveBeenCalled();
      expect(rows.row(done.id).state).toBe('complete');
      expect(rows.row(raced.id)).toMatchObject({ state: 'queued', attempts: 0 });
    });

    it('finishes the job even when telling its target fails', async () => {
      const { service, rows } = setup();
      service.registerHandler('voice-line.synthesize', {
        run: async () => 'made',
        onStateChange: async () => {
          throw new Error('target row is gone');
        },
      });
      const { id } = await service.enqueue('voice-line.synthesize', target(), null);
      await service.run(id);
      expect(rows.row(id)).toMatchObject({ state: 'complete', result: '"made"' });
    });

    it('keeps running when a progress write fails, and announces no progress for a job no longer running', async () => {
      const { service, rows, bus, handle } = setup();
      handle('voice-line.synthesize', async ({ job, reportProgress }) => {
        const updateIf = jest.spyOn(rows, 'updateIf');
        updateIf.mockRejectedValueOnce(new Error('database is locked'));
        reportProgress(0.3, 'first');
        await new Promise((resolve) => setImmediate(resolve));
        // Someone (a cancel, recovery elsewhere) moved the row on: the write is refused.
        updateIf.mockResolvedValueOnce(false);
        reportProgress(0.6, 'second');
        await new Promise((resolve) => setImmediate(resolve));
        updateIf.mockRestore();
        return job.id;
      });
      const { id } = await service.enqueue('voice-line.synthesize', target(), null);
      await service.run(id);
      expect(bus.jobEvents(id)).toEqual([
        ['queued', 0, null],
        ['running', 0, STARTING_STAGE],
        ['complete', 100, 'second'],
      ]);
      expect(rows.row(id).state).toBe('complete');
    });
  });

  describe('retries after an interruption', () => {
    it('runs a job again when its worker died, counting the attempt', async () => {
      const { service, rows, handle } = setup();
      const attempts: number[] = [];
      handle('voice-line.synthesize', async ({ job }) => {
        attempts.push(job.attempts);
        return null;
      });
      // BullMQ hands back a job whose first worker died mid-run.
      const row = await rows.insert(jobRow({ state: 'running', attempts: 1, stage: 'synthesizing audio', progress: 60 }));
      await service.run(row.id);
      expect(attempts).toEqual([2]);
      expect(rows.row(row.id)).toMatchObject({ state: 'complete', attempts: 2 });
    });

    it(`fails instead of a run beyond ${MAX_ATTEMPTS} attempts, naming the stage it was cut off in`, async () => {
      const { service, rows, handle } = setup();
      const run = jest.fn(async () => null);
      const states = handle('voice-line.synthesize', run);
      const row = await rows.insert(jobRow({ state: 'running', attempts: MAX_ATTEMPTS, stage: 'synthesizing audio' }));
      await service.run(row.id);
      expect(run).not.toHaveBeenCalled();
      expect(rows.row(row.id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, error: 'interrupted by a restart during synthesizing audio' });
      expect(states).toEqual([['failed', MAX_ATTEMPTS]]);
    });

    it('recovers at boot: re-queues queued rows no queue holds, retries or fails running ones', async () => {
      const { service, rows, queue, bus, handle } = setup();
      const states = handle('scene.render', async () => null);
      const queued = await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene' }));
      const held = await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene' }));
      const cutOnce = await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene', state: 'running', attempts: 1, progress: 70, stage: 'drawing frames' }));
      const cutTwice = await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene', state: 'running', attempts: 2, progress: 10, stage: null }));
      const stillRunning = await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene', state: 'running', attempts: 1, progress: 40 }));
      const done = await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene', state: 'complete', attempts: 1 }));
      queue.held.add(held.id);
      queue.held.add(stillRunning.id);

      await service.recover();

      expect(queue.added).toEqual([
        [queued.id, 'render'],
        [cutOnce.id, 'render'],
      ]);
      expect(rows.row(cutOnce.id)).toMatchObject({ state: 'queued', progress: 0, attempts: 1 });
      expect(rows.row(cutTwice.id)).toMatchObject({ state: 'failed', error: `interrupted by a restart during ${STARTING_STAGE}` });
      expect(rows.row(cutTwice.id).finishedAt).toBeInstanceOf(Date);
      expect(rows.row(stillRunning.id)).toMatchObject({ state: 'running', progress: 40 });
      expect(rows.row(done.id).state).toBe('complete');
      expect(states).toEqual([
        ['queued', 1],
        ['failed', 2],
      ]);
      expect(bus.jobEvents(queued.id)).toEqual([]);
      expect(bus.jobEvents(cutOnce.id)).toEqual([['queued', 0, 'drawing frames']]);
    });
  });

  describe('lifecycle', () => {
    it('recovers, then takes jobs in every lane with the configured concurrency', async () => {
      const config = loadAppConfig({ JOB_CONCURRENCY: '3', RENDER_JOB_CONCURRENCY: '2', RENDER_PARALLELISM: '4' });
      const { service, rows, queue, handle } = setup({ config });
      handle('voice-line.synthesize', async () => 'done');
      const left = await rows.insert(jobRow());
      await service.onApplicationBootstrap();
      expect(queue.added).toEqual([[left.id, 'generation']]);
      expect(queue.consumed?.concurrency).toEqual({ generation: 3, render: 2, 'render-chunk': 4, film: 1 });
      await queue.consumed?.run(left.id);
      expect(rows.row(left.id).state).toBe('complete');
    });

    it('takes no jobs in an API that leaves them to workers, but still recovers', async () => {
      const config = loadAppConfig({ REDIS_URL: 'redis://cache:6379', JOBS_IN_API: 'false' });
      const { service, rows, queue } = setup({ config });
      const left = await rows.insert(jobRow());
      await service.onApplicationBootstrap();
      expect(queue.consumed).toBeUndefined();
      expect(queue.added).toEqual([[left.id, 'generation']]);
    });

    it('closes the queue at shutdown', async () => {
      const { service, queue } = setup();
      await service.beforeApplicationShutdown();
      expect(queue.closed).toBe(true);
    });
  });

  describe('reading', () => {
    it('finds the oldest active job and the newest complete one of a target', async () => {
      const { service, rows } = setup();
      const scene = { type: 'scene' as const, id: 12 };
      const onScene = (overrides: Partial<NewJob>) => rows.insert(jobRow({ type: 'scene.render', targetType: 'scene', targetId: 12, ...overrides }));
      const olderComplete = await onScene({ state: 'complete' });
      const running = await onScene({ state: 'running', attempts: 1 });
      const newerComplete = await onScene({ state: 'complete' });
      await onScene({ state: 'queued' });
      await onScene({ state: 'failed' });
      await rows.insert(jobRow({ type: 'scene.render', targetType: 'scene', targetId: 13, state: 'complete' }));

      expect((await service.activeJob('scene.render', scene))?.id).toBe(running.id);
      expect((await service.latestComplete('scene.render', scene))?.id).toBe(newerComplete.id);
      expect(olderComplete.id).toBeLessThan(newerComplete.id);
      expect(await service.activeJob('scene.render', { type: 'scene', id: 99 })).toBeNull();
      expect(await service.latestComplete('project.render-film', { type: 'project', id: 3 })).toBeNull();
    });

    it('lists the recent jobs of a project as the API shows them, and 404s an unknown id', async () => {
      const { service, rows } = setup();
      const listRecent = jest.spyOn(rows, 'listRecent');
      await rows.insert(jobRow({ projectId: 3, result: '{"filePath":"/media/a.wav"}', state: 'complete' }));
      await rows.insert(jobRow({ projectId: 4 }));
      const jobs = await service.list({ projectId: 3 });
      expect(listRecent).toHaveBeenCalledWith(3);
      expect(jobs).toEqual([expect.objectContaining({ projectId: 3, result: { filePath: '/media/a.wav' }, createdAt: '2026-11-20T10:00:00.000Z' })]);
      await expect(service.get(404)).rejects.toThrow(JobNotFoundError);
    });
  });
});

import { jobListSchema, jobSchema, type JobState } from '@studio/contracts/jobs';
import type { JobEvent, LiveEvent } from '@studio/contracts/events';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { newProject, newSet } from '../../test/factories';
import { scriptedHandler, type ScriptedPayload } from '../../test/job-handlers';
import { createTestApp, featureModulesWithout, type TestApp } from '../../test/test-app';
import { DirectorModule } from '../director/director.module';
import { FilmsModule } from '../films/films.module';
import { ImportsModule } from '../imports/imports.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { RenderModule } from '../render/render.module';
import { DemoSeedModule } from '../seed/demo-seed.module';
import { JobsService } from './jobs.service';

const isJobEvent = (jobId: number, state?: JobState) => (event: LiveEvent): event is { kind: 'job'; data: JobEvent } =>
  event.kind === 'job' && event.data.id === jobId && (state === undefined || event.data.state === state);

describe(`jobs (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let jobs: JobsService;
  let stream: EventStream;
  let projectId: number;
  let setId: number;
  const scripted = scriptedHandler();

  beforeAll(async () => {
    // Without the models module (and the renderer, the director and the film, which bring it in), whose job types these tests script and leave unhandled.
    ctx = await createTestApp({ env: { JOB_CONCURRENCY: '2' }, featureModules: featureModulesWithout(ModelGenerationModule, DirectorModule, FilmsModule, ImportsModule, RenderModule, DemoSeedModule) });
    jobs = ctx.app.get(JobsService);
    jobs.registerHandler('set.model', scripted.handler);
    stream = await openEventStream(ctx.app, await sessionCookie(ctx.app));
    projectId = (await newProject(ctx.http)).id;
    setId = (await newSet(ctx.http, projectId)).id;
  });
  afterAll(async () => {
    stream.close();
    await ctx.close();
  });

  const enqueue = (payload: ScriptedPayload) => jobs.enqueue('set.model', { type: 'set', id: setId, projectId }, payload);
  const jobEvents = (jobId: number) => stream.events().filter(isJobEvent(jobId)).map((event) => event.data);

  it('runs a job queued -> running -> complete, with ordered, monotonic progress on the stream', async () => {
    const queued = await enqueue({
      steps: [
        { fraction: 0.1, stage: 'preparing' },
        { fraction: 0.4, stage: 'building meshes' },
        { fraction: 0.3 },
        { fraction: 0.8, stage: 'encoding' },
      ],
      pauseMs: 20,
    });
    expect(queued).toMatchObject({ state: 'queued', progress: 0, attempts: 0, target: { type: 'set', id: setId }, projectId });

    await stream.waitFor(isJobEvent(queued.id, 'complete'));
    const events = jobEvents(queued.id);
    expect(events.map((event) => event.state)).toEqual([
      'queued',
      'running',
      ...events.slice(2, -1).map(() => 'running'),
      'complete',
    ]);
    const progress = events.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(events.map((event) => event.stage).filter((stage, i, all) => stage !== all[i - 1])).toEqual([
      null,
      'starting',
      'preparing',
      'building meshes',
      'encoding',
    ]);
    // The 0.3 after 0.4 did not take progress back.
    expect(events.find((event) => event.stage === 'building meshes')?.progress).toBe(40);
    // Each event carries the run it belongs to: a client tells a retried job's events from older ones by it.
    expect(events.map((event) => event.attempts)).toEqual([0, ...events.slice(1).map(() => 1)]);

    const stored = jobSchema.parse((await ctx.http.get(`/api/jobs/${queued.id}`).expect(200)).body);
    expect(stored).toMatchObject({ state: 'complete', progress: 100, stage: 'encoding', error: null, result: { steps: 4 }, attempts: 1 });
    expect(Date.parse(stored.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(stored.startedAt!));
    expect(scripted.statesOf(queued.id)).toEqual(['queued', 'running', 'complete']);
  });

  it('a failing handler fails the job with the stage in the message and tells the target', async () => {
    const job = await enqueue({ steps: [{ fraction: 0.2, stage: 'synthesizing audio' }], fail: 'espeak failed with code 3' });
    const failed = await stream.waitFor(isJobEvent(job.id, 'failed'));
    expect(failed.data.error).toBe('synthesizing audio: espeak failed with code 3');
    expect(await jobs.get(job.id)).toMatchObject({
      state: 'failed',
      error: 'synthesizing audio: espeak failed with code 3',
      stage: 'synthesizing audio',
      result: null,
    });
    expect(scripted.statesOf(job.id)).toEqual(['queued', 'running', 'failed']);
  });

  it('runs no more jobs at once than JOB_CONCURRENCY', async () => {
    const before = scripted.stats.runs;
    scripted.stats.maxConcurrent = 0;
    const queued = await Promise.all(Array.from({ length: 5 }, () => enqueue({ steps: [{ fraction: 0.5 }], pauseMs: 80 })));
    await Promise.all(queued.map((job) => stream.waitFor(isJobEvent(job.id, 'complete'))));
    expect(scripted.stats.runs - before).toBe(5);
    expect(scripted.stats.maxConcurrent).toBe(2);
  });

  it('lists recent jobs of a project, newest first, and reads one', async () => {
    const otherProject = await newProject(ctx.http);
    const otherSet = await newSet(ctx.http, otherProject.id);
    const other = await jobs.enqueue('set.model', { type: 'set', id: otherSet.id, projectId: otherProject.id }, { steps: [] });
    await stream.waitFor(isJobEvent(other.id, 'complete'));

    const listed = jobListSchema.parse((await ctx.http.get(`/api/jobs?projectId=${projectId}`).expect(200)).body);
    expect(listed.length).toBeGreaterThanOrEqual(7);
    expect(listed.every((job) => job.projectId === projectId)).toBe(true);
    expect(listed.map((job) => job.id)).toEqual([...listed.map((job) => job.id)].sort((a, b) => b - a));

    const all = jobListSchema.parse((await ctx.http.get('/api/jobs').expect(200)).body);
    expect(all[0]).toMatchObject({ id: other.id, projectId: otherProject.id, state: 'complete', result: { steps: 0 } });

    await ctx.http.get('/api/jobs?projectId=abc').expect(400);
    await ctx.http.get('/api/jobs/999999').expect(404, { statusCode: 404, message: 'Job 999999 not found', error: 'Not Found' });
  });

  it('refuses a job type nobody handles', async () => {
    await expect(jobs.enqueue('character.model', { type: 'character', id: 1, projectId }, {})).rejects.toThrow(
      'No handler is registered for character.model',
    );
  });
});

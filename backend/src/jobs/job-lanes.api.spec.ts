import { randomBytes } from 'node:crypto';
import type { JobEvent, LiveEvent } from '@studio/contracts/events';
import type { JobState } from '@studio/contracts/jobs';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { newProject, newSet } from '../../test/factories';
import { scriptedHandler } from '../../test/job-handlers';
import { createTestApp, featureModulesWithout, type TestApp } from '../../test/test-app';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { DirectorModule } from '../director/director.module';
import { FilmsModule } from '../films/films.module';
import { ImportsModule } from '../imports/imports.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { RenderModule } from '../render/render.module';
import { DemoSeedModule } from '../seed/demo-seed.module';
import { JobsService } from './jobs.service';

const isJobEvent = (jobId: number, state: JobState) => (event: LiveEvent): event is { kind: 'job'; data: JobEvent } =>
  event.kind === 'job' && event.data.id === jobId && event.data.state === state;

/** The job types these tests script belong to these modules: leave them out. */
const featureModules = featureModulesWithout(ModelGenerationModule, DirectorModule, FilmsModule, ImportsModule, RenderModule, DemoSeedModule);

describe.each([
  { queue: 'in process', env: {} as Record<string, string> },
  { queue: 'BullMQ', env: { REDIS_URL: TEST_REDIS_URL } as Record<string, string> },
])(`job lanes, $queue (${process.env.TEST_DB})`, ({ env }) => {
  let ctx: TestApp;
  let stream: EventStream;
  let prefix: string;
  const renders = scriptedHandler();
  const models = scriptedHandler();

  beforeAll(async () => {
    prefix = `studio-test-${randomBytes(6).toString('hex')}`;
    // One generation slot, as on SQLite: a render must still not take it; one render slot, so the renders' own limit shows.
    ctx = await createTestApp({ env: { ...env, JOB_QUEUE_PREFIX: prefix, JOB_CONCURRENCY: '1', RENDER_JOB_CONCURRENCY: '1' }, featureModules });
    const jobs = ctx.app.get(JobsService);
    jobs.registerHandler('scene.render', renders.handler);
    jobs.registerHandler('set.model', models.handler);
    stream = await openEventStream(ctx.app, await sessionCookie(ctx.app));
  });
  afterAll(async () => {
    stream.close();
    await ctx.close();
    if (env.REDIS_URL) await deleteRedisKeys(prefix);
  });

  it('runs other jobs while a render runs, and no more renders at once than RENDER_JOB_CONCURRENCY', async () => {
    const jobs = ctx.app.get(JobsService);
    const projectId = (await newProject(ctx.http)).id;
    const setId = (await newSet(ctx.http, projectId)).id;
    const slowRender = { steps: [{ fraction: 0.2, stage: 'rendering frames' }, { fraction: 0.6 }, { fraction: 0.9 }], pauseMs: 300 };
    const first = await jobs.enqueue('scene.render', { type: 'scene', id: 1, projectId }, slowRender);
    const second = await jobs.enqueue('scene.render', { type: 'scene', id: 2, projectId }, slowRender);
    await stream.waitFor(isJobEvent(first.id, 'running'));
    const model = await jobs.enqueue('set.model', { type: 'set', id: setId, projectId }, { steps: [{ fraction: 0.5 }] });

    await stream.waitFor(isJobEvent(model.id, 'complete'));
    // The model was built while the first render still ran.
    expect(stream.events().some(isJobEvent(first.id, 'complete'))).toBe(false);

    await stream.waitFor(isJobEvent(second.id, 'complete'), 15_000);
    expect(renders.stats.maxConcurrent).toBe(1);
    expect(renders.stats.runs).toBe(2);
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { LiveEvent } from '@studio/contracts/events';
import { authenticatedAgent } from '../../test/auth-agent';
import { bootApp, createSharedDatabase, type SharedDatabase } from '../../test/boot-app';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { newProject, newSet } from '../../test/factories';
import { scriptedHandler } from '../../test/job-handlers';
import { startOwnRedis, type OwnRedis } from '../../test/own-redis';
import { reportFigure } from '../../test/reliability-figures';
import { featureModulesWithout } from '../../test/test-app';
import { DirectorModule } from '../director/director.module';
import { FilmsModule } from '../films/films.module';
import { ImportsModule } from '../imports/imports.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { RenderModule } from '../render/render.module';
import { DemoSeedModule } from '../seed/demo-seed.module';
import { createWorker } from '../worker.factory';
import { JobsService } from './jobs.service';

/** Without the models module (nor the modules that bring it in): the test scripts the 'set.model' job it owns. */
const featureModules = featureModulesWithout(ModelGenerationModule, DirectorModule, FilmsModule, ImportsModule, RenderModule, DemoSeedModule);

/** How soon after Redis is back the worker must run jobs and the API's stream deliver them again. */
const RECOVERY_MS = 10_000;

/** An API and a worker on a Redis of the test's own, which it kills and starts again. */
describe(`Redis restarts under a running API and worker (${process.env.TEST_DB})`, () => {
  let redis: OwnRedis;
  let shared: SharedDatabase;
  let api: NestExpressApplication;
  let worker: INestApplicationContext;
  let stream: EventStream;
  let target: { type: 'set'; id: number; projectId: number };
  const scripted = scriptedHandler();

  beforeAll(async () => {
    redis = await startOwnRedis();
    shared = await createSharedDatabase({ REDIS_URL: redis.url });
    api = await bootApp({ ...shared.env, JOBS_IN_API: 'false' }, (app) => app.get(JobsService).registerHandler('set.model', scripted.handler), featureModules);
    worker = await createWorker({ env: shared.env, logger: false, featureModules });
    worker.get(JobsService).registerHandler('set.model', scripted.handler);
    const http = await authenticatedAgent(api);
    const projectId = (await newProject(http)).id;
    target = { type: 'set', id: (await newSet(http, projectId)).id, projectId };
    stream = await openEventStream(api, await sessionCookie(api));
  }, 60_000);
  afterAll(async () => {
    stream?.close();
    await worker?.close();
    await api?.close();
    await shared?.drop();
    await redis?.close();
  });

  /** Queues a scripted job through the API and waits for the stream to say it completed; its id. */
  async function runJob(timeoutMs: number): Promise<number> {
    const job = await api.get(JobsService).enqueue('set.model', target, { steps: [{ fraction: 0.5, stage: 'working' }] });
    await stream.waitFor((event: LiveEvent) => event.kind === 'job' && event.data.id === job.id && event.data.state === 'complete', timeoutMs);
    return job.id;
  }

  it(`jobs run and their events reach the stream again within ${RECOVERY_MS / 1000} s of Redis coming back`, async () => {
    await runJob(15_000);
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await redis.start();
    const backAt = Date.now();
    // BullMQ's connections come back on their own schedule, so a job is queued every second until
    // one is seen through, as a user would retry (events themselves wait for Redis: see
    // events/events-redis-restart.api.spec.ts).
    let jobId: number | undefined;
    while (jobId === undefined && Date.now() - backAt < RECOVERY_MS) jobId = await runJob(1_000).catch(() => undefined);
    const recoveredMs = Date.now() - backAt;
    expect(jobId).toBeDefined();
    expect(recoveredMs).toBeLessThan(RECOVERY_MS);
    expect(scripted.statesOf(jobId!)).toContain('complete');
    reportFigure(`Redis killed and restarted under an API and a worker: jobs run and reach the events stream again ${recoveredMs} ms after Redis is back (goal < ${RECOVERY_MS} ms): PASS`);
  }, 60_000);
});

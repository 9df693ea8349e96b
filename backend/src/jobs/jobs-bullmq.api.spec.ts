import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { LiveEvent } from '@studio/contracts/events';
import { jobSchema } from '@studio/contracts/jobs';
import { authenticatedAgent } from '../../test/auth-agent';
import { bootApp, createSharedDatabase, type SharedDatabase } from '../../test/boot-app';
import { openEventStream, sessionCookie } from '../../test/event-stream';
import { newProject, newSet } from '../../test/factories';
import { scriptedHandler } from '../../test/job-handlers';
import { featureModulesWithout } from '../../test/test-app';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { DirectorModule } from '../director/director.module';
import { FilmsModule } from '../films/films.module';
import { ImportsModule } from '../imports/imports.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { RenderModule } from '../render/render.module';
import { DemoSeedModule } from '../seed/demo-seed.module';
import { SetsRepository } from '../sets';
import { createWorker } from '../worker.factory';
import { JobsService } from './jobs.service';

/** Without the models module (nor the modules that bring it in): these tests script the 'set.model' job it owns. */
const featureModules = featureModulesWithout(ModelGenerationModule, DirectorModule, FilmsModule, ImportsModule, RenderModule, DemoSeedModule);

/** REDIS_URL: jobs go through BullMQ, and events from other processes reach the API's streams over Redis. */
describe(`jobs on BullMQ (${process.env.TEST_DB})`, () => {
  let prefix: string;
  let shared: SharedDatabase;
  let api: NestExpressApplication | undefined;
  let worker: INestApplicationContext | undefined;
  beforeEach(async () => {
    prefix = `studio-test-${randomBytes(6).toString('hex')}`;
    shared = await createSharedDatabase({ REDIS_URL: TEST_REDIS_URL, JOB_QUEUE_PREFIX: prefix });
  });
  afterEach(async () => {
    await worker?.close();
    await api?.close();
    worker = undefined;
    api = undefined;
    await shared.drop();
    await deleteRedisKeys(prefix);
  });

  it('a worker process runs the job; its progress and writes reach the API stream', async () => {
    const apiHandler = scriptedHandler();
    api = await bootApp(
      { ...shared.env, JOBS_IN_API: 'false' },
      (app) => app.get(JobsService).registerHandler('set.model', apiHandler.handler),
      featureModules,
    );
    worker = await createWorker({ env: shared.env, logger: ['error'], featureModules });
    const workerSets = worker.get(SetsRepository);
    const workerRuns: number[] = [];
    worker.get(JobsService).registerHandler<{ setId: number; projectId: number }, { touched: number }>('set.model', {
      async run({ job, payload, reportProgress }) {
        workerRuns.push(job.id);
        reportProgress(0.3, 'building meshes');
        await workerSets.update(payload.setId, { status: 'pending' });
        reportProgress(0.7, 'writing the model');
        return { touched: payload.setId };
      },
    });

    const http = await authenticatedAgent(api);
    const projectId = (await newProject(http)).id;
    const setId = (await newSet(http, projectId)).id;
    const stream = await openEventStream(api, await sessionCookie(api));
    try {
      const job = await api.get(JobsService).enqueue('set.model', { type: 'set', id: setId, projectId }, { setId, projectId });
      const isThisJob = (event: LiveEvent) => event.kind === 'job' && event.data.id === job.id;

      await stream.waitFor((event) => isThisJob(event) && event.kind === 'job' && event.data.state === 'complete', 15_000);
      await stream.waitFor(
        (event) => event.kind === 'entity' && event.data.entity === 'set' && event.data.id === setId && event.data.change === 'updated',
      );
      const stages = stream
        .events()
        .filter(isThisJob)
        .map((event) => (event.kind === 'job' ? `${event.data.state}:${event.data.stage}` : ''));
      expect(stages).toEqual([
        'queued:null',
        'running:starting',
        'running:building meshes',
        'running:writing the model',
        'complete:writing the model',
      ]);
      expect(workerRuns).toEqual([job.id]);
      expect(apiHandler.stats.runs).toBe(0);
      const stored = jobSchema.parse((await http.get(`/api/jobs/${job.id}`).expect(200)).body);
      expect(stored).toMatchObject({ state: 'complete', progress: 100, attempts: 1, result: { touched: setId } });
    } finally {
      stream.close();
    }
  });

  it('without a worker the API runs BullMQ jobs itself (JOBS_IN_API defaults to true)', async () => {
    const scripted = scriptedHandler();
    api = await bootApp(shared.env, (app) => app.get(JobsService).registerHandler('set.model', scripted.handler), featureModules);
    const http = await authenticatedAgent(api);
    const projectId = (await newProject(http)).id;
    const setId = (await newSet(http, projectId)).id;
    const stream = await openEventStream(api, await sessionCookie(api));
    try {
      const job = await api
        .get(JobsService)
        .enqueue('set.model', { type: 'set', id: setId, projectId }, { steps: [{ fraction: 0.5, stage: 'x' }], fail: 'no luck' });
      const failed = await stream.waitFor((event) => event.kind === 'job' && event.data.id === job.id && event.data.state === 'failed', 15_000);
      expect(failed.kind === 'job' && failed.data.error).toBe('x: no luck');
      expect(scripted.statesOf(job.id)).toEqual(['queued', 'running', 'failed']);
    } finally {
      stream.close();
    }
  });
});

import { setTimeout as delay } from 'node:timers/promises';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Job } from '@studio/contracts/jobs';
import { DataSource } from 'typeorm';
import { authenticatedAgent } from '../../test/auth-agent';
import { bootApp, useDatabasePerTest } from '../../test/boot-app';
import { newProject, newSet } from '../../test/factories';
import { scriptedHandler, type ScriptedPayload } from '../../test/job-handlers';
import { featureModulesWithout } from '../../test/test-app';
import { DirectorModule } from '../director/director.module';
import { FilmsModule } from '../films/films.module';
import { ImportsModule } from '../imports/imports.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { RenderModule } from '../render/render.module';
import { DemoSeedModule } from '../seed/demo-seed.module';
import { JobEntity } from './job.entity';
import { JobsService, MAX_ATTEMPTS } from './jobs.service';

/** A job as a crashed process left it. */
const leftover = (projectId: number, setId: number, overrides: Partial<JobEntity>): Partial<JobEntity> => {
  const payload: ScriptedPayload = { steps: [{ fraction: 0.5, stage: 'building meshes' }] };
  const startedAt = new Date(Date.now() - 60_000);
  return {
    type: 'set.model',
    targetType: 'set',
    targetId: setId,
    projectId,
    progress: 0,
    stage: null,
    error: null,
    payload: JSON.stringify(payload),
    result: null,
    attempts: 0,
    createdAt: startedAt,
    startedAt: null,
    finishedAt: null,
    updatedAt: startedAt,
    ...overrides,
  };
};

/**
 * The job once its target has heard how it ended: the row is written before the target is
 * told, so reading the row alone would race the handler's onStateChange.
 */
async function settled(jobs: JobsService, scripted: ReturnType<typeof scriptedHandler>, id: number): Promise<Job> {
  for (let tries = 0; tries < 400; tries += 1) {
    const heard = scripted.statesOf(id).at(-1);
    if (heard === 'complete' || heard === 'failed') return jobs.get(id);
    await delay(25);
  }
  throw new Error(`Job ${id} did not finish`);
}

/** Without the models module (nor the modules that bring it in): these tests script the 'set.model' job it owns. */
const featureModules = featureModulesWithout(ModelGenerationModule, DirectorModule, FilmsModule, ImportsModule, RenderModule, DemoSeedModule);

describe(`jobs across a restart (${process.env.TEST_DB})`, () => {
  let app: NestExpressApplication | undefined;
  const database = useDatabasePerTest(() => app?.close().then(() => (app = undefined)));

  it('runs interrupted jobs once more, fails those out of attempts naming the stage, and runs the queued', async () => {
    app = await bootApp(database.env, undefined, featureModules);
    const http = await authenticatedAgent(app);
    const projectId = (await newProject(http)).id;
    const setId = (await newSet(http, projectId)).id;
    const rows = app.get(DataSource).getRepository(JobEntity);
    const interrupted = await rows.save(
      rows.create(leftover(projectId, setId, { state: 'running', attempts: 1, stage: 'building meshes', progress: 40, startedAt: new Date() })),
    );
    const exhausted = await rows.save(
      rows.create(leftover(projectId, setId, { state: 'running', attempts: MAX_ATTEMPTS, stage: 'encoding', progress: 80, startedAt: new Date() })),
    );
    const waiting = await rows.save(rows.create(leftover(projectId, setId, { state: 'queued' })));
    await app.close();

    const scripted = scriptedHandler();
    app = await bootApp(
      database.env,
      (booting) => booting.get(JobsService).registerHandler('set.model', scripted.handler),
      featureModules,
    );
    const jobs = app.get(JobsService);

    expect(await jobs.get(exhausted.id)).toMatchObject({
      state: 'failed',
      error: 'interrupted by a restart during encoding',
      attempts: MAX_ATTEMPTS,
      finishedAt: expect.any(String),
    });
    expect(scripted.statesOf(exhausted.id)).toEqual(['failed']);

    expect(await settled(jobs, scripted, interrupted.id)).toMatchObject({ state: 'complete', attempts: 2, progress: 100, result: { steps: 1 } });
    expect(scripted.statesOf(interrupted.id)).toEqual(['queued', 'running', 'complete']);
    expect(await settled(jobs, scripted, waiting.id)).toMatchObject({ state: 'complete', attempts: 1 });
    expect(scripted.stats.runs).toBe(2);
  });
});

import { randomBytes } from 'node:crypto';
import { jobListSchema } from '@studio/contracts/jobs';
import { newCharacter, newSet } from '../../test/factories';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { reportFigure } from '../../test/reliability-figures';
import { useTestProject } from '../../test/test-app';

/**
 * Model jobs are one per target. With REDIS_URL, JOBS_IN_API=false and no worker the API only queues, so every job
 * stays queued and the requests below race for the same target. A Meshy key (never called: no job runs) keeps a
 * character's or set's creation from queueing its model itself, as it does with the local engine.
 */
describe(`one model job per target under concurrent requests (${process.env.TEST_DB})`, () => {
  const prefix = `studio-test-${randomBytes(6).toString('hex')}`;
  const ctx = useTestProject({
    env: { REDIS_URL: TEST_REDIS_URL, JOB_QUEUE_PREFIX: prefix, JOBS_IN_API: 'false', MESHY_API_KEY: 'msy_never_called' },
  });
  afterAll(() => deleteRedisKeys(prefix));

  const queuedJobs = async (type: string, targetId: number) =>
    jobListSchema
      .parse((await ctx.http.get('/api/jobs').query({ projectId: ctx.projectId }).expect(200)).body)
      .filter((job) => job.type === type && job.target.id === targetId);

  it.each([
    ['character', 'character.model', '/api/characters', () => newCharacter(ctx.http, ctx.projectId)],
    ['set', 'set.model', '/api/sets', () => newSet(ctx.http, ctx.projectId)],
  ] as const)('ten Generate 3D Model clicks on one %s at once queue one job; nine get 409', async (kind, type, path, create) => {
    const { id } = await create();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.http.post(`${path}/${id}/generate-model`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, ...Array<number>(9).fill(409)]);
    const [job] = await queuedJobs(type, id);
    expect(await queuedJobs(type, id)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toContain(`already has a model being generated (job ${job!.id} is queued)`);
    }
    reportFigure(`10 simultaneous Generate 3D Model requests on one ${kind} (${process.env.TEST_DB}): 1 job queued, 9 refused with 409: PASS`);
  });

  it('another target is not held up by the first one', async () => {
    const [first, second] = [await newCharacter(ctx.http, ctx.projectId), await newCharacter(ctx.http, ctx.projectId)];
    await ctx.http.post(`/api/characters/${first.id}/generate-model`).expect(202);
    await ctx.http.post(`/api/characters/${second.id}/generate-model`).expect(202);
  });
});

import { setTimeout as delay } from 'node:timers/promises';
import { projectOverviewSchema, type ProjectOverview } from '@studio/contracts/overview';
import { DataSource } from 'typeorm';
import type { TestAgent } from '../../test/auth-agent';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DemoSeedService } from './demo-seed.service';
import { DEMO_PROJECT } from './demo-project';

const overviewOf = async (http: TestAgent): Promise<ProjectOverview> =>
  projectOverviewSchema.parse((await http.get('/api/projects/1/overview').expect(200)).body);

/** The overview once no model, track or line is pending or in progress any more. */
async function generatedOverview(http: TestAgent, timeoutMs = 60_000): Promise<ProjectOverview> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const overview = await overviewOf(http);
    const statuses = [...overview.characters, ...overview.sets, ...overview.music, ...overview.voiceLines].map((row) => row.status);
    if (statuses.every((status) => status === 'complete' || status === 'failed')) return overview;
    if (Date.now() > deadline) throw new Error(`The demo's generation did not finish: ${statuses.join(', ')}`);
    await delay(100);
  }
}

describe(`demo seed (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  afterEach(() => ctx.close());

  it('seeds project 1 with linked scenes on an empty database, once', async () => {
    ctx = await createTestApp({ env: { SEED_DEMO: 'true' } });
    const response = await ctx.http.get('/api/projects/1/overview').expect(200);
    const overview = projectOverviewSchema.parse(response.body);
    expect(overview.project.name).toBe(DEMO_PROJECT.name);
    expect(overview.characters).toHaveLength(DEMO_PROJECT.characters.length);
    expect(overview.sets).toHaveLength(DEMO_PROJECT.sets.length);
    expect(overview.music).toHaveLength(DEMO_PROJECT.music.length);
    expect(overview.voiceLines).toHaveLength(DEMO_PROJECT.voiceLines.length);
    expect(overview.scenes).toHaveLength(DEMO_PROJECT.scenes.length);
    for (const scene of overview.scenes) {
      expect(scene.setId).not.toBeNull();
      expect(scene.musicId).not.toBeNull();
      expect(scene.characters.length).toBeGreaterThan(0);
      expect(scene.voiceLineCount).toBeGreaterThan(0);
    }

    // Nothing claims to be generated before its file exists: the seed queues the generation.
    const claimedWithoutFile = [
      ...overview.characters.filter((row) => row.status === 'complete' && !row.modelPath),
      ...overview.sets.filter((row) => row.status === 'complete' && !row.scenePath),
      ...overview.music.filter((row) => row.status === 'complete' && !row.filePath),
      ...overview.voiceLines.filter((row) => row.status === 'complete' && !row.filePath),
    ];
    expect(claimedWithoutFile).toEqual([]);
    const generated = await generatedOverview(ctx.http);
    expect(generated.characters.map((character) => [character.status, Boolean(character.modelPath)])).toEqual(
      DEMO_PROJECT.characters.map(() => ['complete', true]),
    );
    expect(generated.sets.map((set) => [set.status, Boolean(set.scenePath)])).toEqual(DEMO_PROJECT.sets.map(() => ['complete', true]));
    expect(generated.music.map((track) => [track.status, Boolean(track.filePath)])).toEqual(DEMO_PROJECT.music.map(() => ['complete', true]));
    expect(generated.voiceLines.map((line) => [line.status, Boolean(line.filePath)])).toEqual(
      DEMO_PROJECT.voiceLines.map(() => ['complete', true]),
    );
    await ctx.http.get(generated.voiceLines[0].filePath!).expect(200).expect('content-type', /audio/);

    // A second boot (same database) must not add another copy.
    await ctx.app.get(DemoSeedService).onApplicationBootstrap();
    expect(await ctx.dataSource.query('SELECT id FROM projects')).toHaveLength(1);
  });

  it('does nothing when SEED_DEMO=false', async () => {
    ctx = await createTestApp({ env: { SEED_DEMO: 'false' } });
    await ctx.http.get('/api/projects').expect(200, []);
    expect(ctx.app.get(DataSource).isInitialized).toBe(true);
  });
});

import { projectOverviewSchema } from '@studio/contracts/overview';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DemoSeedService } from './demo-seed.service';
import { DEMO_PROJECT } from './demo-project';

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
    expect(new Set(overview.characters.map((character) => character.status)).size).toBeGreaterThan(1);

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

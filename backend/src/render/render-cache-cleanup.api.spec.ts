import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newProject, newScene } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { renderCacheDir } from './render-chunk-cache';

describe(`A deleted scene's render cache (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;

  /** The folder a render of the scene keeps its drawn chunks in, with a segment in it as a render leaves it. */
  const cachedChunks = async (sceneId: number): Promise<string> => {
    const dir = renderCacheDir(ctx.app.get<AppConfig>(APP_CONFIG).dataDir, sceneId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'segment-0123abcd.mp4'), 'drawn frames');
    return dir;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('goes with the scene, and only its own', async () => {
    const projectId = (await newProject(ctx.http)).id;
    const deleted = await newScene(ctx.http, projectId, { name: 'Deleted' });
    const kept = await newScene(ctx.http, projectId, { name: 'Kept' });
    const deletedCache = await cachedChunks(deleted.id);
    const keptCache = await cachedChunks(kept.id);

    await ctx.http.delete(`/api/scenes/${deleted.id}`).expect(200);

    expect(existsSync(deletedCache)).toBe(false);
    expect(existsSync(keptCache)).toBe(true);
  });

  it("goes with the project for each of its scenes, and other projects' stay", async () => {
    const projectId = (await newProject(ctx.http)).id;
    const otherProjectId = (await newProject(ctx.http)).id;
    const caches = [await cachedChunks((await newScene(ctx.http, projectId, { name: 'One' })).id), await cachedChunks((await newScene(ctx.http, projectId, { name: 'Two' })).id)];
    const otherCache = await cachedChunks((await newScene(ctx.http, otherProjectId)).id);

    await ctx.http.delete(`/api/projects/${projectId}`).expect(200);

    expect(caches.filter((dir) => existsSync(dir))).toEqual([]);
    expect(existsSync(otherCache)).toBe(true);
  });
});

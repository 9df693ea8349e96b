import { newScene } from './factories';
import type { TestAppWithProject } from './test-app';

/** A project item a scene names by id: a set (setId) or a music track (musicId). */
export interface SceneResource {
  /** Its routes' segment: /api/<path>, /api/<path>/:id. */
  path: string;
  /** As messages name it: 'Music track'. */
  label: string;
  /** The scene's field that names it. */
  sceneLink: 'setId' | 'musicId';
  create: (ctx: TestAppWithProject) => Promise<{ id: number }>;
}

/** What sets and music tracks answer alike: the name rule, 404 and 409, and scenes that keep existing without a deleted one. */
export function itBehavesAsASceneResource(ctx: TestAppWithProject, { path, label, sceneLink, create }: SceneResource): void {
  const noun = label.toLowerCase();

  it('rejects a short name with the spec message', async () => {
    const response = await ctx.http.post(`/api/${path}`).send({ name: 'X', projectId: ctx.projectId }).expect(400);
    expect(response.body.message).toBe(`Validation failed: ${label} name must be at least 2 characters.`);
    expect(response.body.errors).toEqual([{ path: 'name', message: `${label} name must be at least 2 characters.` }]);
  });

  it(`answers 404 for a missing ${noun} and 409 for an unknown project`, async () => {
    expect((await ctx.http.get(`/api/${path}/31337`).expect(404)).body.message).toBe(`${label} 31337 not found`);
    await ctx.http.post(`/api/${path}`).send({ name: 'Nowhere', projectId: 31337 }).expect(409);
  });

  it(`deleting a ${noun} leaves its scenes without one (${sceneLink} becomes null)`, async () => {
    const item = await create(ctx);
    const scene = await newScene(ctx.http, ctx.projectId, { [sceneLink]: item.id });
    expect(scene[sceneLink]).toBe(item.id);
    await ctx.http.delete(`/api/${path}/${item.id}`).expect(200);
    const after = await ctx.http.get(`/api/scenes/${scene.id}`).expect(200);
    expect(after.body[sceneLink]).toBeNull();
  });
}

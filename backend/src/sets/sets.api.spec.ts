import { setListSchema, setSchema } from '@studio/contracts/sets';
import { binaryBody } from '../../test/binary-body';
import { newProject, newSet, settledModelOf } from '../../test/factories';
import { itBehavesAsASceneResource } from '../../test/scene-resource-tests';
import { useTestProject } from '../../test/test-app';

describe(`sets API (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  it('creates a set (type defaults to farm) and reads it back, with the model its creation had built', async () => {
    const response = await ctx.http.post('/api/sets').send({ name: 'Old Barn', projectId: ctx.projectId }).expect(201);
    expect(setSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      name: 'Old Barn',
      description: null,
      type: 'farm',
      projectId: ctx.projectId,
      status: 'pending',
      scenePath: null,
      oceanType: null,
      kind: 'farm',
    });
    expect(await settledModelOf(ctx.http, 'set', response.body)).toEqual({
      ...response.body,
      status: 'complete',
      scenePath: expect.stringMatching(new RegExp(`^/media/sets/${response.body.id}/model-.+\\.glb$`)),
    });
  });

  it('keeps the pirate wizard fields (description, oceanType)', async () => {
    const set = await newSet(ctx.http, ctx.projectId, { description: 'A stormy cove at night.', oceanType: 'stormy' });
    expect(set).toMatchObject({ description: 'A stormy cove at night.', oceanType: 'stormy' });
  });

  it('lists, updates and deletes', async () => {
    const project = await newProject(ctx.http);
    const set = await newSet(ctx.http, project.id, { type: 'taqueria' });
    const list = await ctx.http.get(`/api/projects/${project.id}/sets`).expect(200);
    expect(setListSchema.parse(list.body)).toEqual([set]);
    const updated = await ctx.http.put(`/api/sets/${set.id}`).send({ type: 'truck', oceanType: 'calm' }).expect(200);
    expect(updated.body).toEqual({ ...set, type: 'truck', oceanType: 'calm', kind: 'food-truck' });
    await ctx.http.delete(`/api/sets/${set.id}`).expect(200, { ok: true });
    await ctx.http.get(`/api/sets/${set.id}`).expect(404);
  });

  it('reads the kind of place from the name and description within the type, keeps a picked one, and builds the model as it', async () => {
    const pier = await newSet(ctx.http, ctx.projectId, { name: 'Fishing Pier', type: 'street', description: 'Boats tied up along the planks.' });
    expect(pier.kind).toBe('harbour');
    const kitchen = await newSet(ctx.http, ctx.projectId, { name: 'The Smiths', type: 'apartment', description: 'A cosy kitchen with a kettle.' });
    expect(kitchen.kind).toBe('kitchen');
    const picked = await ctx.http.post('/api/sets').send({ name: 'Cape Light', projectId: ctx.projectId, type: 'street', kind: 'lighthouse' }).expect(201);
    expect(picked.body).toMatchObject({ type: 'street', kind: 'lighthouse' });
    const settled = await settledModelOf(ctx.http, 'set', picked.body);
    const glb = await binaryBody(ctx.http.get(settled.scenePath!));
    expect((glb.body as Buffer).toString('latin1')).toContain('LampRoom');
  });

  it('changes the kind, and goes back to the words when it is cleared', async () => {
    const set = await newSet(ctx.http, ctx.projectId, { name: 'Bakery Row', type: 'taqueria' });
    expect(set.kind).toBe('bakery');
    const changed = await ctx.http.put(`/api/sets/${set.id}`).send({ kind: 'cafe' }).expect(200);
    expect(changed.body).toEqual({ ...set, kind: 'cafe' });
    const renamed = await ctx.http.put(`/api/sets/${set.id}`).send({ name: 'Tea Room' }).expect(200);
    expect(renamed.body.kind).toBe('cafe');
    const cleared = await ctx.http.put(`/api/sets/${set.id}`).send({ kind: null }).expect(200);
    expect(cleared.body.kind).toBe('cafe');
    const read = await ctx.http.put(`/api/sets/${set.id}`).send({ name: 'Corner Bakery' }).expect(200);
    expect(read.body.kind).toBe('bakery');
  });

  it('rejects an unknown kind with the list of kinds and changes nothing', async () => {
    const set = await newSet(ctx.http, ctx.projectId, { name: 'Harbour Lane', type: 'street' });
    const response = await ctx.http.put(`/api/sets/${set.id}`).send({ kind: 'volcano-lair' }).expect(400);
    expect(response.body.errors).toEqual([{ path: 'kind', message: expect.stringMatching(/^Set kind must be one of: farm, forest, .*warehouse\.$/) }]);
    expect((await ctx.http.get(`/api/sets/${set.id}`).expect(200)).body).toEqual(set);
  });

  itBehavesAsASceneResource(ctx, { path: 'sets', label: 'Set', sceneLink: 'setId', create: ({ http, projectId }) => newSet(http, projectId) });
});

import { newCharacter, newProject, newScene } from '../../test/factories';
import { useTestProject } from '../../test/test-app';

describe(`scene-characters API (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  it('links and unlinks a character (ids may arrive as strings)', async () => {
    const scene = await newScene(ctx.http, ctx.projectId);
    const character = await newCharacter(ctx.http, ctx.projectId, { name: 'Polly' });
    const link = await ctx.http
      .post('/api/scene-characters')
      .send({ sceneId: String(scene.id), characterId: String(character.id) })
      .expect(201);
    expect(link.body).toEqual({ sceneId: scene.id, characterId: character.id });
    expect((await ctx.http.get(`/api/scenes/${scene.id}`)).body.characters).toEqual([{ id: character.id, name: 'Polly' }]);

    await ctx.http.delete('/api/scene-characters').send({ sceneId: scene.id, characterId: character.id }).expect(200, { ok: true });
    expect((await ctx.http.get(`/api/scenes/${scene.id}`)).body.characters).toEqual([]);
  });

  it('answers 409 for a duplicate link', async () => {
    const scene = await newScene(ctx.http, ctx.projectId);
    const character = await newCharacter(ctx.http, ctx.projectId);
    await ctx.http.post('/api/scene-characters').send({ sceneId: scene.id, characterId: character.id }).expect(201);
    const duplicate = await ctx.http.post('/api/scene-characters').send({ sceneId: scene.id, characterId: character.id }).expect(409);
    expect(duplicate.body.message).toBe(`Character ${character.id} is already linked to scene ${scene.id}`);
  });

  it('answers 409 for an unknown scene or character, or one of another project', async () => {
    const scene = await newScene(ctx.http, ctx.projectId);
    const character = await newCharacter(ctx.http, ctx.projectId);
    const other = await newProject(ctx.http);
    const stranger = await newCharacter(ctx.http, other.id);
    await ctx.http.post('/api/scene-characters').send({ sceneId: 888888, characterId: character.id }).expect(409);
    await ctx.http.post('/api/scene-characters').send({ sceneId: scene.id, characterId: 888888 }).expect(409);
    const cross = await ctx.http.post('/api/scene-characters').send({ sceneId: scene.id, characterId: stranger.id }).expect(409);
    expect(cross.body.message).toBe(`Character ${stranger.id} belongs to another project`);
  });

  it('answers 404 when unlinking a pair that is not linked', async () => {
    const scene = await newScene(ctx.http, ctx.projectId);
    const character = await newCharacter(ctx.http, ctx.projectId);
    await ctx.http.delete('/api/scene-characters').send({ sceneId: scene.id, characterId: character.id }).expect(404);
  });

  it('validates the ids', async () => {
    const response = await ctx.http.post('/api/scene-characters').send({ sceneId: 'abc' }).expect(400);
    expect(response.body.errors).toEqual([
      { path: 'sceneId', message: 'Please choose a scene.' },
      { path: 'characterId', message: 'Please choose a character.' },
    ]);
  });
});

import { characterListSchema, characterSchema } from '@studio/contracts/characters';
import { voiceProfileFor } from '../engines/voice/voice-profile';
import { newCastScene, newCharacter, newProject, settledModelOf } from '../../test/factories';
import { useTestProject } from '../../test/test-app';

describe(`characters API (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  it('creates a character with defaults and reads it back, with the model its creation had built', async () => {
    const response = await ctx.http
      .post('/api/characters')
      .send({ name: '  Captain Hook ', projectId: String(ctx.projectId), referenceImagePath: '/images/placeholder.png' })
      .expect(201);
    expect(characterSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      name: 'Captain Hook',
      description: null,
      projectId: ctx.projectId,
      status: 'pending',
      modelPath: null,
      referenceImagePath: '/images/placeholder.png',
      isPirate: false,
      voice: voiceProfileFor({ name: 'Captain Hook' }),
    });
    expect(await settledModelOf(ctx.http, 'character', response.body)).toEqual({
      ...response.body,
      status: 'complete',
      modelPath: expect.stringMatching(new RegExp(`^/media/characters/${response.body.id}/model-.+\\.glb$`)),
    });
  });

  it('lists the characters of a project in creation order', async () => {
    const project = await newProject(ctx.http);
    const first = await newCharacter(ctx.http, project.id, { name: 'Anne' });
    const second = await newCharacter(ctx.http, project.id, { name: 'Bart', isPirate: true });
    const response = await ctx.http.get(`/api/projects/${project.id}/characters`).expect(200);
    expect(characterListSchema.parse(response.body)).toEqual([first, second]);
    expect(second.isPirate).toBe(true);
  });

  it('looks characters up by name, ignoring case and accents, as every name is compared', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId, { name: 'Long John Silver' });
    const response = await ctx.http.get('/api/characters').query({ name: 'long john SILVER' }).expect(200);
    expect(response.body).toEqual([character]);
    await ctx.http.get('/api/characters').query({ name: ' Lóng John Sílver ' }).expect(200, [character]);
    await ctx.http.get('/api/characters').query({ name: 'Long John' }).expect(200, []);
    const missing = await ctx.http.get('/api/characters').expect(400);
    expect(missing.body.errors[0].path).toBe('name');
  });

  it('updates only the fields sent', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId, { description: 'A pirate with a parrot.' });
    const response = await ctx.http.put(`/api/characters/${character.id}`).send({ name: 'Renamed', isPirate: true }).expect(200);
    expect(response.body).toEqual({ ...character, name: 'Renamed', isPirate: true });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Character name must be at least 2 characters.'],
    [{ name: 'Anne', description: 'too short' }, 'description', 'Description must be at least 10 characters.'],
    [{ name: 'Anne', description: 'x'.repeat(501) }, 'description', 'Description must be less than 500 characters.'],
  ])('rejects %j with the spec message', async (fields, path, message) => {
    const response = await ctx.http.post('/api/characters').send({ projectId: ctx.projectId, ...fields }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: `Validation failed: ${message}`,
      error: 'Bad Request',
      errors: [{ path, message }],
    });
  });

  it('answers 404 for a missing character and 409 for an unknown project', async () => {
    const missing = await ctx.http.get('/api/characters/424242').expect(404);
    expect(missing.body.message).toBe('Character 424242 not found');
    await ctx.http.put('/api/characters/424242').send({ name: 'Nobody' }).expect(404);
    await ctx.http.delete('/api/characters/424242').expect(404);
    const conflict = await ctx.http.post('/api/characters').send({ name: 'Orphan', projectId: 424242 }).expect(409);
    expect(conflict.body).toEqual({ statusCode: 409, message: 'Project 424242 does not exist', error: 'Conflict' });
  });

  it('deleting a character removes its scene links and its voice lines', async () => {
    const { character, scene, line } = await newCastScene(ctx.http, ctx.projectId);

    await ctx.http.delete(`/api/characters/${character.id}`).expect(200, { ok: true });

    const after = await ctx.http.get(`/api/scenes/${scene.id}`).expect(200);
    expect(after.body.characters).toEqual([]);
    expect(after.body.voiceLineCount).toBe(0);
    await ctx.http.get(`/api/voicelines/${line.id}`).expect(404);
  });
});

import { sceneListSchema, sceneSchema } from '@studio/contracts/scenes';
import { buildScene } from '@studio/contracts/testing/factories';
import { linkCharacter, newCastScene, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { useTestProject } from '../../test/test-app';

describe(`scenes API (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  it('creates a scene with its set and music and reads it back', async () => {
    const set = await newSet(ctx.http, ctx.projectId);
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const response = await ctx.http
      .post('/api/scenes')
      .send({ name: 'Opening Scene', description: 'Dawn at the docks.', projectId: ctx.projectId, setId: String(set.id), musicId: track.id })
      .expect(201);
    expect(sceneSchema.parse(response.body)).toEqual(
      buildScene({
        id: expect.any(Number),
        name: 'Opening Scene',
        description: 'Dawn at the docks.',
        projectId: ctx.projectId,
        setId: set.id,
        musicId: track.id,
        updatedAt: expect.any(String),
      }),
    );
    expect(new Date(response.body.updatedAt).toISOString()).toBe(response.body.updatedAt);
    await ctx.http.get(`/api/scenes/${response.body.id}`).expect(200, response.body);
  });

  it('treats an empty setId from a form as no set', async () => {
    const scene = await newScene(ctx.http, ctx.projectId, { setId: '' as unknown as number });
    expect(scene.setId).toBeNull();
  });

  it('carries its characters (id, name) and voice line count', async () => {
    const scene = await newScene(ctx.http, ctx.projectId);
    const anne = await newCharacter(ctx.http, ctx.projectId, { name: 'Anne' });
    const bart = await newCharacter(ctx.http, ctx.projectId, { name: 'Bart' });
    await linkCharacter(ctx.http, scene.id, bart.id);
    await linkCharacter(ctx.http, scene.id, anne.id);
    await newVoiceLine(ctx.http, anne.id, { sceneId: scene.id });
    await newVoiceLine(ctx.http, bart.id, { sceneId: scene.id });
    await newVoiceLine(ctx.http, bart.id);

    const response = await ctx.http.get(`/api/scenes/${scene.id}`).expect(200);
    expect(response.body.characters).toEqual([
      { id: anne.id, name: 'Anne' },
      { id: bart.id, name: 'Bart' },
    ]);
    expect(response.body.voiceLineCount).toBe(2);

    const list = await ctx.http.get(`/api/projects/${ctx.projectId}/scenes`).expect(200);
    const listed = sceneListSchema.parse(list.body).find((item) => item.id === scene.id);
    expect(listed).toEqual(response.body);
  });

  it('updates fields, clears references with null and moves updatedAt forward every time', async () => {
    const set = await newSet(ctx.http, ctx.projectId);
    const scene = await newScene(ctx.http, ctx.projectId, { setId: set.id });
    const first = await ctx.http.put(`/api/scenes/${scene.id}`).send({ name: 'Renamed', status: 'in_progress' }).expect(200);
    expect(first.body).toMatchObject({ name: 'Renamed', status: 'in_progress', setId: set.id });
    expect(Date.parse(first.body.updatedAt)).toBeGreaterThan(Date.parse(scene.updatedAt));

    const second = await ctx.http.put(`/api/scenes/${scene.id}`).send({ setId: null }).expect(200);
    expect(second.body.setId).toBeNull();
    expect(Date.parse(second.body.updatedAt)).toBeGreaterThan(Date.parse(first.body.updatedAt));
  });

  it('keeps a time of day and weather of its own, and null makes them automatic again', async () => {
    const created = await ctx.http.post('/api/scenes').send({ name: 'Pier at night', projectId: ctx.projectId, timeOfDay: 'night', weather: 'rain' }).expect(201);
    expect(created.body).toMatchObject({ timeOfDay: 'night', weather: 'rain' });
    const foggy = await ctx.http.put(`/api/scenes/${created.body.id}`).send({ weather: 'fog' }).expect(200);
    // A field left out stays as it was.
    expect(foggy.body).toMatchObject({ timeOfDay: 'night', weather: 'fog' });
    const automatic = await ctx.http.put(`/api/scenes/${created.body.id}`).send({ timeOfDay: null, weather: null }).expect(200);
    expect(automatic.body).toMatchObject({ timeOfDay: null, weather: null });
    await ctx.http.get(`/api/scenes/${created.body.id}`).expect(200, automatic.body);
    expect((await newScene(ctx.http, ctx.projectId)).timeOfDay).toBeNull();
  });

  it('keeps a pace of its own, and null makes it automatic again; an unknown pace is refused, changing nothing', async () => {
    const created = await ctx.http.post('/api/scenes').send({ name: 'Chase on the quay', projectId: ctx.projectId, pace: 'brisk' }).expect(201);
    expect(created.body.pace).toBe('brisk');
    const calm = await ctx.http.put(`/api/scenes/${created.body.id}`).send({ pace: 'calm' }).expect(200);
    expect(calm.body.pace).toBe('calm');
    const refused = await ctx.http.put(`/api/scenes/${created.body.id}`).send({ pace: 'frantic', description: 'Changed on the way' }).expect(400);
    expect(refused.body.errors).toEqual([{ path: 'pace', message: 'Pace must be one of: calm, normal, brisk.' }]);
    await ctx.http.get(`/api/scenes/${created.body.id}`).expect(200, calm.body);
    const automatic = await ctx.http.put(`/api/scenes/${created.body.id}`).send({ pace: null }).expect(200);
    expect(automatic.body.pace).toBeNull();
    await ctx.http.post('/api/scenes').send({ name: 'Frantic', projectId: ctx.projectId, pace: 'frantic' }).expect(400);
  });

  it('rejects a time of day or weather it does not know, changing nothing', async () => {
    const scene = await newScene(ctx.http, ctx.projectId);
    const bad = await ctx.http.put(`/api/scenes/${scene.id}`).send({ timeOfDay: 'teatime', weather: 'rain' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Time of day must be one of: dawn, morning, day, afternoon, dusk, evening, night.');
    expect((await ctx.http.get(`/api/scenes/${scene.id}`).expect(200)).body).toMatchObject({ timeOfDay: null, weather: null });
    const badCreate = await ctx.http.post('/api/scenes').send({ name: 'Squall', projectId: ctx.projectId, weather: 'hail' }).expect(400);
    expect(JSON.stringify(badCreate.body)).toContain('Weather must be one of: clear, rain, storm, fog, snow, wind.');
  });

  it('rejects a short name and an unknown status', async () => {
    const short = await ctx.http.post('/api/scenes').send({ name: 'S', projectId: ctx.projectId }).expect(400);
    expect(short.body.errors).toEqual([{ path: 'name', message: 'Scene name must be at least 2 characters.' }]);
    const scene = await newScene(ctx.http, ctx.projectId);
    const status = await ctx.http.put(`/api/scenes/${scene.id}`).send({ status: 'done' }).expect(400);
    expect(status.body.errors[0].path).toBe('status');
  });

  it('answers 404 for a missing scene', async () => {
    expect((await ctx.http.get('/api/scenes/777777').expect(404)).body.message).toBe('Scene 777777 not found');
    await ctx.http.put('/api/scenes/777777').send({ name: 'Nope' }).expect(404);
    await ctx.http.delete('/api/scenes/777777').expect(404);
    await ctx.http.get('/api/scenes/777777/voicelines').expect(404);
  });

  it('answers 409 for a set or track that does not exist or belongs to another project', async () => {
    const other = await newProject(ctx.http);
    const foreignSet = await newSet(ctx.http, other.id);
    const foreignTrack = await newMusicTrack(ctx.http, other.id);

    const unknownSet = await ctx.http.post('/api/scenes').send({ name: 'Scene', projectId: ctx.projectId, setId: 777777 }).expect(409);
    expect(unknownSet.body.message).toBe('Set 777777 does not exist');
    const crossSet = await ctx.http.post('/api/scenes').send({ name: 'Scene', projectId: ctx.projectId, setId: foreignSet.id }).expect(409);
    expect(crossSet.body.message).toBe(`Set ${foreignSet.id} belongs to another project`);
    await ctx.http.post('/api/scenes').send({ name: 'Scene', projectId: ctx.projectId, musicId: foreignTrack.id }).expect(409);
    await ctx.http.post('/api/scenes').send({ name: 'Scene', projectId: 777777 }).expect(409);

    const scene = await newScene(ctx.http, ctx.projectId);
    await ctx.http.put(`/api/scenes/${scene.id}`).send({ musicId: foreignTrack.id }).expect(409);
    await ctx.http.put(`/api/scenes/${scene.id}`).send({ setId: 777777 }).expect(409);
  });

  it('deleting a scene keeps its voice lines, unassigned, and removes its character links', async () => {
    const { character, scene, line } = await newCastScene(ctx.http, ctx.projectId);

    await ctx.http.delete(`/api/scenes/${scene.id}`).expect(200, { ok: true });

    const kept = await ctx.http.get(`/api/voicelines/${line.id}`).expect(200);
    expect(kept.body).toEqual({ ...line, sceneId: null });
    await ctx.http.delete('/api/scene-characters').send({ sceneId: scene.id, characterId: character.id }).expect(404);
  });
});

import { musicTrackListSchema, musicTrackSchema } from '@studio/contracts/music';
import { newMusicTrack, newProject, newScene, settledMusicTrack } from '../../test/factories';
import { useTestProject } from '../../test/test-app';

describe(`music API (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  it('creates a track (style defaults to 80s rock), composes its audio and reads it back', async () => {
    const response = await ctx.http.post('/api/music').send({ name: 'Opening Theme', projectId: ctx.projectId }).expect(201);
    expect(musicTrackSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      name: 'Opening Theme',
      style: '80s-rock',
      description: null,
      mood: null,
      projectId: ctx.projectId,
      status: 'pending',
      filePath: null,
    });
    const settled = await settledMusicTrack(ctx.http, response.body.id);
    expect(settled).toEqual({ ...response.body, status: 'complete', filePath: expect.any(String) });
    expect(settled.filePath).toMatch(new RegExp(`^/media/music/${settled.id}/composed-[0-9a-f]+\\.(webm|wav)$`));
    await ctx.http.get(`/api/music/${response.body.id}`).expect(200, settled);
  });

  it('keeps the pirate wizard fields (description, mood)', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId, {
      name: 'Pirate Overture',
      description: 'Bold horns over rolling waves.',
      mood: 'adventurous',
    });
    expect(track).toMatchObject({ description: 'Bold horns over rolling waves.', mood: 'adventurous' });
  });

  it('lists, updates and deletes', async () => {
    const project = await newProject(ctx.http);
    const track = await newMusicTrack(ctx.http, project.id, { style: 'jazz' });
    const list = await ctx.http.get(`/api/projects/${project.id}/music`).expect(200);
    expect(musicTrackListSchema.parse(list.body)).toEqual([track]);
    const updated = await ctx.http.put(`/api/music/${track.id}`).send({ style: 'ambient', mood: null }).expect(200);
    expect(updated.body).toEqual({ ...track, style: 'ambient', mood: null });
    await ctx.http.delete(`/api/music/${track.id}`).expect(200, { ok: true });
    await ctx.http.get(`/api/music/${track.id}`).expect(404);
  });

  it('rejects a short name with the spec message', async () => {
    const response = await ctx.http.post('/api/music').send({ name: 'M', projectId: ctx.projectId }).expect(400);
    expect(response.body.message).toBe('Validation failed: Music track name must be at least 2 characters.');
    expect(response.body.errors).toEqual([{ path: 'name', message: 'Music track name must be at least 2 characters.' }]);
  });

  it('answers 404 for a missing track and 409 for an unknown project', async () => {
    expect((await ctx.http.get('/api/music/31337').expect(404)).body.message).toBe('Music track 31337 not found');
    await ctx.http.post('/api/music').send({ name: 'Lost Song', projectId: 31337 }).expect(409);
  });

  it('deleting a track leaves its scenes without music', async () => {
    const track = await newMusicTrack(ctx.http, ctx.projectId);
    const scene = await newScene(ctx.http, ctx.projectId, { musicId: track.id });
    expect(scene.musicId).toBe(track.id);
    await ctx.http.delete(`/api/music/${track.id}`).expect(200);
    const after = await ctx.http.get(`/api/scenes/${scene.id}`).expect(200);
    expect(after.body.musicId).toBeNull();
  });
});

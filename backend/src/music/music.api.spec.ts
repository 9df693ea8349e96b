import { musicTrackListSchema, musicTrackSchema } from '@studio/contracts/music';
import { newMusicTrack, newProject, settledMusicTrack } from '../../test/factories';
import { itBehavesAsASceneResource } from '../../test/scene-resource-tests';
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

  itBehavesAsASceneResource(ctx, { path: 'music', label: 'Music track', sceneLink: 'musicId', create: ({ http, projectId }) => newMusicTrack(http, projectId) });
});

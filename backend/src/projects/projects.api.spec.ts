import { projectListSchema, projectSchema } from '@studio/contracts/projects';
import { newCastScene, newMusicTrack, newProject, newSet } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

describe(`projects API (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('creates, reads, lists, updates and deletes a project', async () => {
    const created = await newProject(ctx.http, { name: 'Treasure Hunt', description: 'Pirates look for gold.' });
    expect(projectSchema.parse(created)).toEqual({ id: created.id, name: 'Treasure Hunt', description: 'Pirates look for gold.' });

    const one = await ctx.http.get(`/api/projects/${created.id}`).expect(200);
    expect(one.body).toEqual(created);

    const list = await ctx.http.get('/api/projects').expect(200);
    expect(projectListSchema.parse(list.body).map((project) => project.id)).toContain(created.id);

    const updated = await ctx.http.put(`/api/projects/${created.id}`).send({ name: 'Gold Hunt' }).expect(200);
    expect(updated.body).toEqual({ ...created, name: 'Gold Hunt' });

    await ctx.http.delete(`/api/projects/${created.id}`).expect(200, { ok: true });
    await ctx.http.get(`/api/projects/${created.id}`).expect(404);
  });

  it('answers 404 with a JSON message for a missing project', async () => {
    const response = await ctx.http.get('/api/projects/99999').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Project 99999 not found', error: 'Not Found' });
    await ctx.http.put('/api/projects/99999').send({ name: 'Nope' }).expect(404);
    await ctx.http.delete('/api/projects/99999').expect(404);
    for (const list of ['characters', 'sets', 'music', 'scenes', 'voicelines', 'overview']) {
      await ctx.http.get(`/api/projects/99999/${list}`).expect(404);
    }
  });

  it('validates the body with the spec messages', async () => {
    const short = await ctx.http.post('/api/projects').send({ name: 'A', description: 'Long enough text.' }).expect(400);
    expect(short.body).toEqual({
      statusCode: 400,
      message: 'Validation failed: Project name must be at least 2 characters.',
      error: 'Bad Request',
      errors: [{ path: 'name', message: 'Project name must be at least 2 characters.' }],
    });
    const brief = await ctx.http.post('/api/projects').send({ name: 'Ok name', description: 'short' }).expect(400);
    expect(brief.body.errors).toEqual([{ path: 'description', message: 'Description must be at least 10 characters.' }]);
  });

  it('rejects an id that is not a positive number', async () => {
    const response = await ctx.http.get('/api/projects/abc').expect(400);
    expect(response.body.errors).toEqual([{ path: 'id', message: 'Expected a numeric id' }]);
  });

  it('deleting a project deletes everything in it', async () => {
    const project = await newProject(ctx.http);
    const set = await newSet(ctx.http, project.id);
    const track = await newMusicTrack(ctx.http, project.id);
    const { character, scene, line } = await newCastScene(ctx.http, project.id, { setId: set.id, musicId: track.id });

    await ctx.http.delete(`/api/projects/${project.id}`).expect(200);

    await ctx.http.get(`/api/characters/${character.id}`).expect(404);
    await ctx.http.get(`/api/sets/${set.id}`).expect(404);
    await ctx.http.get(`/api/music/${track.id}`).expect(404);
    await ctx.http.get(`/api/scenes/${scene.id}`).expect(404);
    await ctx.http.get(`/api/voicelines/${line.id}`).expect(404);
    const links = await ctx.dataSource.query('SELECT * FROM scene_characters WHERE sceneId = ?', [scene.id]);
    expect(links).toEqual([]);
  });
});

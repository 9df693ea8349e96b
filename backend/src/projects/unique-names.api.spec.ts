import { newProject, newQueuedCharacter, newQueuedMusicTrack, newQueuedSet, newScene } from '../../test/factories';
import { useTestProject } from '../../test/test-app';

/** Each kind of named project item: where it is created and renamed, what the message calls it, a body for it. */
const KINDS = [
  { path: '/api/characters', noun: 'character', body: {} },
  { path: '/api/sets', noun: 'set', body: { type: 'farm' } },
  { path: '/api/music', noun: 'music track', body: { style: '80s-rock' } },
  { path: '/api/scenes', noun: 'scene', body: {} },
] as const;

/**
 * Names of characters, sets, music tracks and scenes are unique within a project, compared as
 * sameName does (trimmed, ignoring case and accents): a second one is a 409 naming the first.
 */
describe(`unique names in a project (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  describe.each(KINDS)('$noun', ({ path, noun, body }) => {
    const listOf = async (projectId: number) => {
      const listPath = path === '/api/music' ? 'music' : path.slice('/api/'.length);
      return (await ctx.http.get(`/api/projects/${projectId}/${listPath}`).expect(200)).body as Array<{ name: string }>;
    };

    it('refuses a second one of the same name, whatever its case, accents and spaces, and names the first', async () => {
      const project = await newProject(ctx.http);
      await ctx.http.post(path).send({ ...body, name: 'Keeper Mara', projectId: project.id }).expect(201);
      const response = await ctx.http.post(path).send({ ...body, name: ' keeper MÁRA ', projectId: project.id }).expect(409);
      const message = `A ${noun} named "Keeper Mara" already exists in this project.`;
      expect(response.body).toEqual({ statusCode: 409, error: 'Conflict', code: 'NAME_TAKEN', message, errors: [{ path: 'name', message }] });
      expect((await listOf(project.id)).map((item) => item.name)).toEqual(['Keeper Mara']);
    });

    it('takes the same name in another project, and a different name in the same one', async () => {
      const [first, second] = [await newProject(ctx.http), await newProject(ctx.http)];
      await ctx.http.post(path).send({ ...body, name: 'Zoë', projectId: first.id }).expect(201);
      await ctx.http.post(path).send({ ...body, name: 'ZOE', projectId: second.id }).expect(201);
      await ctx.http.post(path).send({ ...body, name: 'Zoë Two', projectId: first.id }).expect(201);
    });

    it('refuses a rename to another one’s name, and keeps a rename of one to its own name in another case', async () => {
      const project = await newProject(ctx.http);
      const first = (await ctx.http.post(path).send({ ...body, name: 'Harbor Dock', projectId: project.id }).expect(201)).body as { id: number };
      const second = (await ctx.http.post(path).send({ ...body, name: 'Lighthouse', projectId: project.id }).expect(201)).body as { id: number };
      const refused = await ctx.http.put(`${path}/${second.id}`).send({ name: 'harbor dock' }).expect(409);
      expect(refused.body.message).toBe(`A ${noun} named "Harbor Dock" already exists in this project.`);
      const renamed = await ctx.http.put(`${path}/${first.id}`).send({ name: 'HARBOR DOCK' }).expect(200);
      expect(renamed.body.name).toBe('HARBOR DOCK');
      expect((await listOf(project.id)).map((item) => item.name)).toEqual(['HARBOR DOCK', 'Lighthouse']);
    });

    it('lets one of several concurrent creates of one name through', async () => {
      const project = await newProject(ctx.http);
      const spellings = ['Night Watch', 'night watch', 'NIGHT WATCH ', 'Níght Watch'];
      const statuses = await Promise.all(
        spellings.map(async (name) => (await ctx.http.post(path).send({ ...body, name, projectId: project.id })).status),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(3);
      expect(await listOf(project.id)).toHaveLength(1);
    });
  });

  it('keeps the names of other kinds apart: a set may share a character’s name', async () => {
    const character = await newQueuedCharacter(ctx.http, ctx.projectId, { name: 'The Lighthouse' });
    const set = await newQueuedSet(ctx.http, ctx.projectId, { name: 'the lighthouse' });
    const track = await newQueuedMusicTrack(ctx.http, ctx.projectId, { name: 'The Lighthouse' });
    const scene = await newScene(ctx.http, ctx.projectId, { name: 'The Lighthouse' });
    expect([character.name, set.name, track.name, scene.name]).toEqual(['The Lighthouse', 'the lighthouse', 'The Lighthouse', 'The Lighthouse']);
  });
});

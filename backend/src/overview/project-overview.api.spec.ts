import { projectOverviewSchema } from '@studio/contracts/overview';
import { linkCharacter, newCharacter, newMusicTrack, newProject, newScene, newSet, newVoiceLine } from '../../test/factories';
import { pngBytes, wavBytes } from '../../test/media-files';
import { useTestApp } from '../../test/test-app';

describe(`project overview API (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('returns the project with all its entities, scenes with cast and counts, and the links', async () => {
    const project = await newProject(ctx.http, { name: 'Overview Test' });
    const anne = await newCharacter(ctx.http, project.id, { name: 'Anne' });
    const bart = await newCharacter(ctx.http, project.id, { name: 'Bart' });
    const set = await newSet(ctx.http, project.id);
    const track = await newMusicTrack(ctx.http, project.id);
    const first = await newScene(ctx.http, project.id, { setId: set.id, musicId: track.id });
    const second = await newScene(ctx.http, project.id);
    await linkCharacter(ctx.http, first.id, anne.id);
    await linkCharacter(ctx.http, first.id, bart.id);
    await linkCharacter(ctx.http, second.id, bart.id);
    const lines = [
      await newVoiceLine(ctx.http, anne.id, { sceneId: first.id }),
      await newVoiceLine(ctx.http, bart.id, { sceneId: first.id }),
      await newVoiceLine(ctx.http, bart.id, { sceneId: second.id }),
      await newVoiceLine(ctx.http, anne.id),
    ];

    // Another project's data must not leak in.
    const other = await newProject(ctx.http);
    const stranger = await newCharacter(ctx.http, other.id);
    await newVoiceLine(ctx.http, stranger.id);

    const response = await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200);
    const overview = projectOverviewSchema.parse(response.body);
    expect(overview.project).toEqual(project);
    expect(overview.characters).toEqual([anne, bart]);
    expect(overview.sets).toEqual([set]);
    expect(overview.music).toEqual([track]);
    expect(overview.voiceLines).toEqual(lines);
    expect(overview.sceneCharacters).toEqual([
      { sceneId: first.id, characterId: anne.id },
      { sceneId: first.id, characterId: bart.id },
      { sceneId: second.id, characterId: bart.id },
    ]);
    expect(overview.scenes.map(({ id, characters, voiceLineCount }) => ({ id, characters, voiceLineCount }))).toEqual([
      { id: first.id, characters: [{ id: anne.id, name: 'Anne' }, { id: bart.id, name: 'Bart' }], voiceLineCount: 2 },
      { id: second.id, characters: [{ id: bart.id, name: 'Bart' }], voiceLineCount: 1 },
    ]);
    // The overview's scenes are the same as the scenes endpoint's.
    const scenes = await ctx.http.get(`/api/projects/${project.id}/scenes`).expect(200);
    expect(overview.scenes).toEqual(scenes.body);
  });

  it('answers a cached read with the same JSON as the read that filled the cache', async () => {
    const project = await newProject(ctx.http);
    await newCharacter(ctx.http, project.id, { name: 'Anne' });
    const filled = await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200);
    const hit = await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.text).toBe(filled.text);
    expect(projectOverviewSchema.parse(hit.body).characters.map((character) => character.name)).toEqual(['Anne']);
  });

  it('reflects every kind of write at once, though it is cached between writes', async () => {
    const project = await newProject(ctx.http);
    const overview = async () => (await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200)).body;
    await overview();

    await ctx.http.put(`/api/projects/${project.id}`).send({ name: 'Renamed Project' }).expect(200);
    expect((await overview()).project.name).toBe('Renamed Project');

    const character = await newCharacter(ctx.http, project.id);
    expect((await overview()).characters).toHaveLength(1);
    await ctx.http.put(`/api/characters/${character.id}`).send({ name: 'Changed' }).expect(200);
    expect((await overview()).characters[0].name).toBe('Changed');
    const withImage = await ctx.http
      .post(`/api/characters/${character.id}/reference-image`)
      .attach('file', pngBytes(), { filename: 'face.png', contentType: 'image/png' })
      .expect(200);
    expect((await overview()).characters[0].referenceImagePath).toBe(withImage.body.referenceImagePath);

    const set = await newSet(ctx.http, project.id);
    await ctx.http.put(`/api/sets/${set.id}`).send({ type: 'street' }).expect(200);
    expect((await overview()).sets[0].type).toBe('street');

    const track = await newMusicTrack(ctx.http, project.id);
    await ctx.http.put(`/api/music/${track.id}`).send({ style: 'jazz' }).expect(200);
    expect((await overview()).music[0].style).toBe('jazz');
    const withAudio = await ctx.http
      .post(`/api/music/${track.id}/audio`)
      .attach('file', wavBytes(), { filename: 'theme.wav', contentType: 'audio/wav' })
      .expect(200);
    expect((await overview()).music[0]).toMatchObject({ status: 'complete', filePath: withAudio.body.filePath });

    const scene = await newScene(ctx.http, project.id);
    await ctx.http.put(`/api/scenes/${scene.id}`).send({ setId: set.id }).expect(200);
    expect((await overview()).scenes[0].setId).toBe(set.id);

    await linkCharacter(ctx.http, scene.id, character.id);
    expect((await overview()).sceneCharacters).toHaveLength(1);
    await ctx.http.delete('/api/scene-characters').send({ sceneId: scene.id, characterId: character.id }).expect(200);
    expect((await overview()).sceneCharacters).toHaveLength(0);

    const line = await newVoiceLine(ctx.http, character.id, { sceneId: scene.id });
    expect((await overview()).scenes[0].voiceLineCount).toBe(1);
    await ctx.http.put(`/api/voicelines/${line.id}`).send({ text: 'Edited line' }).expect(200);
    expect((await overview()).voiceLines[0].text).toBe('Edited line');
    await ctx.http.delete(`/api/voicelines/${line.id}`).expect(200);
    expect((await overview()).voiceLines).toHaveLength(0);

    await ctx.http.delete(`/api/sets/${set.id}`).expect(200);
    const afterSetDelete = await overview();
    expect([afterSetDelete.sets, afterSetDelete.scenes[0].setId]).toEqual([[], null]);
    await ctx.http.delete(`/api/music/${track.id}`).expect(200);
    expect((await overview()).music).toEqual([]);
    await ctx.http.delete(`/api/scenes/${scene.id}`).expect(200);
    expect((await overview()).scenes).toEqual([]);
    await ctx.http.delete(`/api/characters/${character.id}`).expect(200);
    expect((await overview()).characters).toEqual([]);

    await ctx.http.delete(`/api/projects/${project.id}`).expect(200);
    await ctx.http.get(`/api/projects/${project.id}/overview`).expect(404);
  });

  it('returns empty lists for an empty project and 404 for a missing one', async () => {
    const project = await newProject(ctx.http);
    const response = await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200);
    expect(response.body).toEqual({ project, characters: [], sets: [], music: [], voiceLines: [], scenes: [], sceneCharacters: [] });
    const missing = await ctx.http.get('/api/projects/123456/overview').expect(404);
    expect(missing.body.message).toBe('Project 123456 not found');
  });
});

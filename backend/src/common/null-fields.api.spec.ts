import type { Character } from '@studio/contracts/characters';
import type { Project } from '@studio/contracts/projects';
import type { Scene } from '@studio/contracts/scenes';
import type { StudioSet } from '@studio/contracts/sets';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { newCharacter, newScene, newSet } from '../../test/factories';
import { useTestProject } from '../../test/test-app';

/**
 * JSON clients send null for "no value" (issue 18): an optional field given null is never a 400. On
 * a create it means "not given"; on an update it clears a column that may be empty and leaves the
 * others as they are.
 */
describe(`null in optional fields of request bodies (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  it('creates a character with null description, reference image and pirate flag: none, none and false', async () => {
    const body = { name: 'Anne', projectId: ctx.projectId, description: null, referenceImagePath: null, isPirate: null };
    const created = (await ctx.http.post('/api/characters').send(body).expect(201)).body as Character;
    expect(created).toMatchObject({ name: 'Anne', description: null, referenceImagePath: null, isPirate: false });
  });

  it('updates a character: null clears its description and reference image, and leaves its name and voice', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId, { description: 'A sailor with a past.', referenceImagePath: '/media/anne.png' });
    const body = { name: null, description: null, referenceImagePath: null, isPirate: null, voice: null };
    const updated = (await ctx.http.put(`/api/characters/${character.id}`).send(body).expect(200)).body as Character;
    expect(updated).toEqual({ ...character, description: null, referenceImagePath: null });
  });

  it('creates a scene with null set and music, and a line with a null scene', async () => {
    const sceneBody = { name: 'Dock', projectId: ctx.projectId, setId: null, musicId: null, description: null };
    const scene = (await ctx.http.post('/api/scenes').send(sceneBody).expect(201)).body as Scene;
    expect(scene).toMatchObject({ setId: null, musicId: null, description: null });
    const character = await newCharacter(ctx.http, ctx.projectId);
    const lineBody = { characterId: character.id, text: 'Ahoy', sceneId: null };
    const line = (await ctx.http.post('/api/voicelines').send(lineBody).expect(201)).body as VoiceLine;
    expect(line.sceneId).toBeNull();
  });

  it('updates a set and a scene: null clears ocean type, description and set; a null name or type changes nothing', async () => {
    const set = await newSet(ctx.http, ctx.projectId, { oceanType: 'stormy', description: 'A ship in a storm.' });
    const setBody = { name: null, type: null, oceanType: null, description: null };
    const updatedSet = (await ctx.http.put(`/api/sets/${set.id}`).send(setBody).expect(200)).body as StudioSet;
    // Its kind of place was read from the description ('a ship'): without one, its type's own.
    expect(set.kind).toBe('ship-deck');
    expect(updatedSet).toEqual({ ...set, oceanType: null, description: null, kind: 'farm' });
    const scene = await newScene(ctx.http, ctx.projectId, { setId: set.id });
    const updatedScene = (await ctx.http.put(`/api/scenes/${scene.id}`).send({ setId: null, status: null }).expect(200)).body as Scene;
    expect(updatedScene).toMatchObject({ setId: null, status: scene.status });
  });

  it('keeps a project description on a null (a project always has one)', async () => {
    const project = (await ctx.http.get(`/api/projects/${ctx.projectId}`).expect(200)).body as Project;
    const updated = (await ctx.http.put(`/api/projects/${ctx.projectId}`).send({ name: null, description: null }).expect(200))
      .body as Project;
    expect(updated).toEqual(project);
  });
});

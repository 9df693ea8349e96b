import { AUTOMATIC_LINE_DIRECTION, voiceLineListSchema, voiceLineSchema } from '@studio/contracts/voice-lines';
import { newCharacter, newProject, newScene, newVoiceLine } from '../../test/factories';
import { useTestProject } from '../../test/test-app';
import { settledVoiceLine } from '../../test/voice-lines';

describe(`voice lines API (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();
  let characterId: number;
  let sceneId: number;
  beforeAll(async () => {
    characterId = (await newCharacter(ctx.http, ctx.projectId)).id;
    sceneId = (await newScene(ctx.http, ctx.projectId)).id;
  });

  it('creates a line, coercing characterId and sceneId from strings', async () => {
    const response = await ctx.http
      .post('/api/voicelines')
      .send({ characterId: String(characterId), sceneId: String(sceneId), text: 'Ahoy there!' })
      .expect(201);
    expect(voiceLineSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      sceneId,
      characterId,
      text: 'Ahoy there!',
      status: 'pending',
      filePath: null,
      ...AUTOMATIC_LINE_DIRECTION,
    });
    // Its synthesis job speaks it: complete, with the WAV's URL.
    const spoken = await settledVoiceLine(ctx.http, response.body.id);
    expect(spoken).toEqual({ ...response.body, status: 'complete', filePath: expect.stringMatching(/^\/media\/voice-lines\/\d+\/speech-[0-9a-f]+\.wav$/) });
  });

  it('creates an unassigned line when sceneId is absent or empty', async () => {
    const absent = await newVoiceLine(ctx.http, characterId);
    const empty = await newVoiceLine(ctx.http, characterId, { sceneId: '' as unknown as number });
    expect([absent.sceneId, empty.sceneId]).toEqual([null, null]);
  });

  it('lists the lines of a scene, and all lines of a project including unassigned ones', async () => {
    const project = await newProject(ctx.http);
    const character = await newCharacter(ctx.http, project.id);
    const scene = await newScene(ctx.http, project.id);
    const assigned = await newVoiceLine(ctx.http, character.id, { sceneId: scene.id });
    const unassigned = await newVoiceLine(ctx.http, character.id);

    const ofScene = await ctx.http.get(`/api/scenes/${scene.id}/voicelines`).expect(200);
    expect(voiceLineListSchema.parse(ofScene.body)).toEqual([assigned]);
    const ofProject = await ctx.http.get(`/api/projects/${project.id}/voicelines`).expect(200);
    expect(ofProject.body).toEqual([assigned, unassigned]);
  });

  it('updates text, moves a line between scenes and unassigns it', async () => {
    const line = await newVoiceLine(ctx.http, characterId, { sceneId });
    const otherScene = await newScene(ctx.http, ctx.projectId);
    const moved = await ctx.http.put(`/api/voicelines/${line.id}`).send({ text: 'Changed', sceneId: String(otherScene.id) }).expect(200);
    // New words are spoken again: pending until the new file replaces the old one.
    expect(moved.body).toEqual({ ...line, text: 'Changed', sceneId: otherScene.id, status: 'pending' });
    const respoken = await settledVoiceLine(ctx.http, line.id);
    expect(respoken).toMatchObject({ status: 'complete', text: 'Changed' });
    expect(respoken.filePath).not.toBe(line.filePath);
    await ctx.http.get(line.filePath as string).expect(404);
    await ctx.http.get(respoken.filePath as string).expect(200);
    const cleared = await ctx.http.put(`/api/voicelines/${line.id}`).send({ sceneId: null }).expect(200);
    expect(cleared.body.sceneId).toBeNull();
  });

  it('deletes a line and its audio', async () => {
    const line = await newVoiceLine(ctx.http, characterId);
    await ctx.http.get(line.filePath as string).expect(200);
    await ctx.http.delete(`/api/voicelines/${line.id}`).expect(200, { ok: true });
    await ctx.http.get(`/api/voicelines/${line.id}`).expect(404);
    await ctx.http.get(line.filePath as string).expect(404);
  });

  it('rejects empty text with the spec message', async () => {
    const response = await ctx.http.post('/api/voicelines').send({ characterId, text: '   ' }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed: Voice line cannot be empty.',
      error: 'Bad Request',
      errors: [{ path: 'text', message: 'Voice line cannot be empty.' }],
    });
  });

  it('rejects ids that are not positive numbers', async () => {
    const character = await ctx.http.post('/api/voicelines').send({ characterId: 'abc', text: 'Hi' }).expect(400);
    expect(character.body.errors).toEqual([{ path: 'characterId', message: 'Please select a character.' }]);
    const scene = await ctx.http.post('/api/voicelines').send({ characterId, sceneId: -3, text: 'Hi' }).expect(400);
    expect(scene.body.errors).toEqual([{ path: 'sceneId', message: 'Scene must be a positive number.' }]);
  });

  it('answers 404 for a missing line', async () => {
    expect((await ctx.http.get('/api/voicelines/565656').expect(404)).body.message).toBe('Voice line 565656 not found');
    await ctx.http.put('/api/voicelines/565656').send({ text: 'x' }).expect(404);
    await ctx.http.delete('/api/voicelines/565656').expect(404);
  });

  it('answers 409 for an unknown character or scene, or a scene of another project', async () => {
    const unknownCharacter = await ctx.http.post('/api/voicelines').send({ characterId: 565656, text: 'Hi' }).expect(409);
    expect(unknownCharacter.body.message).toBe('Character 565656 does not exist');
    await ctx.http.post('/api/voicelines').send({ characterId, sceneId: 565656, text: 'Hi' }).expect(409);

    const other = await newProject(ctx.http);
    const foreignScene = await newScene(ctx.http, other.id);
    const cross = await ctx.http.post('/api/voicelines').send({ characterId, sceneId: foreignScene.id, text: 'Hi' }).expect(409);
    expect(cross.body.message).toBe(`Scene ${foreignScene.id} belongs to another project`);

    const stranger = await newCharacter(ctx.http, other.id);
    const line = await newVoiceLine(ctx.http, characterId);
    const moved = await ctx.http.put(`/api/voicelines/${line.id}`).send({ characterId: stranger.id }).expect(409);
    expect(moved.body.message).toBe(`Character ${stranger.id} belongs to another project`);
    await ctx.http.put(`/api/voicelines/${line.id}`).send({ sceneId: foreignScene.id }).expect(409);
    await ctx.http.put(`/api/voicelines/${line.id}`).send({ characterId: 565656 }).expect(409);
  });

  describe('direction', () => {
    const direction = { emotion: 'angry', intensity: 0.9, action: 'point', actionTarget: 'the lamp', parenthetical: 'furious', pauseBefore: 600 } as const;

    it('keeps a line\'s direction, changes one field at a time, and null makes a field automatic again', async () => {
      const listener = await newCharacter(ctx.http, ctx.projectId);
      const created = await ctx.http
        .post('/api/voicelines')
        .send({ characterId, sceneId, text: 'Put that down!', ...direction, camera: { kind: 'reaction', subjectId: listener.id } })
        .expect(201);
      expect(voiceLineSchema.parse(created.body)).toMatchObject({ ...direction, camera: { kind: 'reaction', subjectId: listener.id } });
      const spoken = await settledVoiceLine(ctx.http, created.body.id);
      expect(spoken).toEqual({ ...created.body, status: 'complete', filePath: expect.any(String) });

      const closer = await ctx.http.put(`/api/voicelines/${created.body.id}`).send({ camera: { kind: 'close-up' }, action: 'wave' }).expect(200);
      // A field left out stays; a camera without a subject frames the kind's usual one.
      expect(closer.body).toMatchObject({ ...direction, action: 'wave', camera: { kind: 'close-up', subjectId: null } });
      // A shot or a gesture does not change how the line sounds: nothing is spoken again.
      expect(closer.body).toMatchObject({ status: 'complete', filePath: spoken.filePath });

      // A new feeling does: the line is spoken again in it, the old file kept until then.
      const calmer = await ctx.http.put(`/api/voicelines/${created.body.id}`).send({ emotion: 'sad' }).expect(200);
      expect(calmer.body).toMatchObject({ emotion: 'sad', intensity: direction.intensity, status: 'pending', filePath: spoken.filePath });
      const respoken = await settledVoiceLine(ctx.http, created.body.id);
      expect(respoken.status).toBe('complete');
      expect(respoken.filePath).not.toBe(spoken.filePath);
      // So does a new intensity alone.
      await ctx.http.put(`/api/voicelines/${created.body.id}`).send({ intensity: 0.3 }).expect(200);
      expect((await settledVoiceLine(ctx.http, created.body.id)).filePath).not.toBe(respoken.filePath);

      const automatic = await ctx.http
        .put(`/api/voicelines/${created.body.id}`)
        .send({ emotion: null, intensity: null, action: null, actionTarget: null, parenthetical: null, camera: null, pauseBefore: null })
        .expect(200);
      expect(automatic.body).toMatchObject({ emotion: null, intensity: null, action: null, actionTarget: null, parenthetical: null, camera: null, pauseBefore: null });
      expect(automatic.body.text).toBe('Put that down!');
      // An automatic feeling is read from the words, so the line is spoken again in it.
      expect(automatic.body.status).toBe('pending');
      expect(await settledVoiceLine(ctx.http, created.body.id)).toEqual({ ...automatic.body, status: 'complete', filePath: expect.any(String) });
      // Blank text is no target.
      const blank = await ctx.http.put(`/api/voicelines/${created.body.id}`).send({ actionTarget: '  ', parenthetical: '' }).expect(200);
      expect(blank.body).toMatchObject({ actionTarget: null, parenthetical: null });
    });

    it.each([
      ['emotion', 'grumpy', 'Emotion must be one of: neutral, happy, sad, angry, surprised, afraid, relaxed.'],
      ['intensity', 1.5, 'Intensity must be between 0 and 1.'],
      ['intensity', 'loud', 'Intensity must be a number between 0 and 1.'],
      ['action', 'dance', 'Action must be one of: nod, head-shake, point, wave, shrug, arms-crossed, hands-on-hips, hand-to-chest, laugh, glance-away, walk-to, turn-to, sit-down, stand-up.'],
      ['actionTarget', 'x'.repeat(101), 'Action target must be at most 100 characters.'],
      ['parenthetical', 'x'.repeat(201), 'Parenthetical must be at most 200 characters.'],
      ['camera', { kind: 'drone' }, 'Shot must be one of: establishing, wide, two-shot, medium, close-up, over-the-shoulder, reaction, insert.'],
      ['pauseBefore', -5, 'Pause before cannot be negative.'],
      ['pauseBefore', 20_000, 'Pause before must be at most 10000 ms.'],
      ['pauseBefore', 1.5, 'Pause before must be a whole number of milliseconds.'],
    ])('refuses a bad %s (case %#) with a clear message, changing nothing', async (field, value, message) => {
      const bad = { [field]: value };
      const line = await newVoiceLine(ctx.http, characterId, { sceneId, ...direction });
      const refused = await ctx.http.put(`/api/voicelines/${line.id}`).send({ text: 'Changed', ...bad }).expect(400);
      expect(refused.body.errors.map((error: { message: string }) => error.message)).toContain(message);
      await ctx.http.get(`/api/voicelines/${line.id}`).expect(200, line);
      const refusedCreate = await ctx.http.post('/api/voicelines').send({ characterId, text: 'New', ...bad }).expect(400);
      expect(refusedCreate.body.errors.map((error: { message: string }) => error.message)).toContain(message);
    });

    it('answers 409 for a shot whose subject is of another project, changing nothing', async () => {
      const stranger = await newCharacter(ctx.http, (await newProject(ctx.http)).id);
      const line = await newVoiceLine(ctx.http, characterId, { sceneId });
      const refused = await ctx.http.put(`/api/voicelines/${line.id}`).send({ camera: { kind: 'close-up', subjectId: stranger.id } }).expect(409);
      expect(refused.body.message).toBe(`Character ${stranger.id} belongs to another project`);
      await ctx.http.get(`/api/voicelines/${line.id}`).expect(200, line);
      await ctx.http.post('/api/voicelines').send({ characterId, text: 'Hi', camera: { kind: 'close-up', subjectId: 565656 } }).expect(409);
    });
  });
});

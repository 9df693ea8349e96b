import { createCharacterSchema, updateCharacterSchema } from './characters';
import { createMusicTrackSchema } from './music';
import { createProjectSchema } from './projects';
import { sceneCharacterLinkSchema } from './scene-characters';
import { createSceneSchema, updateSceneSchema } from './scenes';
import { createSetSchema } from './sets';
import { createVoiceLineSchema, updateVoiceLineSchema } from './voice-lines';

/** The messages of a failed parse, by field path. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('validation messages of docs/product-rules.md#validation', () => {
  it.each([
    [createCharacterSchema, { name: 'A', projectId: 1 }, 'Character name must be at least 2 characters.'],
    [createSetSchema, { name: 'A', projectId: 1 }, 'Set name must be at least 2 characters.'],
    [createMusicTrackSchema, { name: 'A', projectId: 1 }, 'Music track name must be at least 2 characters.'],
    [createProjectSchema, { name: 'A', description: 'Ten or more characters.' }, 'Project name must be at least 2 characters.'],
  ])('name shorter than 2 characters', (schema, input, message) => {
    expect(messages(schema.safeParse(input))).toEqual([['name', message]]);
  });

  it('counts the name after trimming spaces', () => {
    expect(messages(createCharacterSchema.safeParse({ name: '  A  ', projectId: 1 }))).toEqual([
      ['name', 'Character name must be at least 2 characters.'],
    ]);
  });

  it('description from 10 to 500 characters', () => {
    const base = { name: 'Anne', projectId: 1 };
    expect(messages(createCharacterSchema.safeParse({ ...base, description: 'too short' }))).toEqual([
      ['description', 'Description must be at least 10 characters.'],
    ]);
    expect(messages(createCharacterSchema.safeParse({ ...base, description: 'x'.repeat(501) }))).toEqual([
      ['description', 'Description must be less than 500 characters.'],
    ]);
    expect(createCharacterSchema.safeParse({ ...base, description: 'x'.repeat(500) }).success).toBe(true);
    expect(messages(createProjectSchema.safeParse({ name: 'Project', description: 'short' }))).toEqual([
      ['description', 'Description must be at least 10 characters.'],
    ]);
  });

  it('treats an empty optional description as absent, and null as absent on create but a clearing on update', () => {
    expect(createCharacterSchema.parse({ name: 'Anne', projectId: 1, description: '' }).description).toBeUndefined();
    expect(createCharacterSchema.parse({ name: 'Anne', projectId: 1, description: null }).description).toBeUndefined();
    expect(updateCharacterSchema.parse({ description: '' }).description).toBeUndefined();
    expect(updateCharacterSchema.parse({ description: null }).description).toBeNull();
  });

  it('voice line text cannot be empty (or only spaces)', () => {
    expect(messages(createVoiceLineSchema.safeParse({ characterId: 1, text: '' }))).toEqual([
      ['text', 'Voice line cannot be empty.'],
    ]);
    expect(messages(createVoiceLineSchema.safeParse({ characterId: 1, text: '   ' }))).toEqual([
      ['text', 'Voice line cannot be empty.'],
    ]);
  });
});

describe('coercion and defaults', () => {
  it('coerces voice line characterId and sceneId from strings to positive numbers', () => {
    expect(createVoiceLineSchema.parse({ characterId: '4', sceneId: '9', text: 'Ahoy' })).toEqual({
      characterId: 4,
      sceneId: 9,
      text: 'Ahoy',
    });
    expect(messages(createVoiceLineSchema.safeParse({ characterId: '0', text: 'Ahoy' }))).toEqual([
      ['characterId', 'Please select a character.'],
    ]);
    expect(messages(createVoiceLineSchema.safeParse({ characterId: 1, sceneId: '-2', text: 'Ahoy' }))).toEqual([
      ['sceneId', 'Scene must be a positive number.'],
    ]);
  });

  it('reads an empty or missing sceneId as "no scene", and null clears it on update', () => {
    expect(createVoiceLineSchema.parse({ characterId: 1, text: 'Ahoy', sceneId: '' }).sceneId).toBeUndefined();
    expect(createVoiceLineSchema.parse({ characterId: 1, text: 'Ahoy' }).sceneId).toBeUndefined();
    expect(updateVoiceLineSchema.parse({ sceneId: null }).sceneId).toBeNull();
    expect(updateVoiceLineSchema.parse({ sceneId: '' }).sceneId).toBeNull();
  });

  it('coerces projectId and defaults isPirate to false', () => {
    expect(createCharacterSchema.parse({ name: 'Anne', projectId: '2' })).toEqual({
      name: 'Anne',
      projectId: 2,
      isPirate: false,
    });
  });

  it('defaults set type to farm and music style to 80s rock', () => {
    expect(createSetSchema.parse({ name: 'Barn', projectId: 1 }).type).toBe('farm');
    expect(createMusicTrackSchema.parse({ name: 'Theme', projectId: 1 }).style).toBe('80s-rock');
  });

  it('reads scene set and music ids from form values', () => {
    expect(createSceneSchema.parse({ name: 'Opening', projectId: '1', setId: '3', musicId: '' })).toEqual({
      name: 'Opening',
      projectId: 1,
      setId: 3,
      musicId: undefined,
    });
    expect(updateSceneSchema.parse({ setId: null, musicId: '' })).toEqual({ setId: null, musicId: null });
  });

  it('coerces scene-character link ids', () => {
    expect(sceneCharacterLinkSchema.parse({ sceneId: '1', characterId: '2' })).toEqual({ sceneId: 1, characterId: 2 });
    expect(messages(sceneCharacterLinkSchema.safeParse({}))).toEqual([
      ['sceneId', 'Please choose a scene.'],
      ['characterId', 'Please choose a character.'],
    ]);
  });
});

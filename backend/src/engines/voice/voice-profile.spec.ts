import { isFemaleVoice, voiceProfileSchema } from '@studio/contracts/characters';
import { lookFor } from '../meshes/character-look';
import { voiceProfileFor } from './voice-profile';

describe('voiceProfileFor', () => {
  it('gives the same character the same voice every time, ignoring case and spacing', () => {
    expect(voiceProfileFor({ name: 'Captain Redbeard' })).toEqual(voiceProfileFor({ name: '  captain redbeard ' }));
  });

  it('gives different characters different voices', () => {
    const names = ['Captain Redbeard', 'Rosa', 'Farmer Joe', 'Detective Kim', 'Luna', 'Old Pete', 'Mia', 'Carlos'];
    const profiles = new Set(names.map((name) => JSON.stringify(voiceProfileFor({ name }))));
    expect(profiles.size).toBe(names.length);
  });

  it('produces valid profiles within eSpeak-NG ranges', () => {
    for (const name of ['A', 'Bob', 'Ünïcödé Name', 'x'.repeat(200)]) {
      expect(voiceProfileSchema.safeParse(voiceProfileFor({ name })).success).toBe(true);
    }
  });

  it("fits the voice to the person the model shows: a woman's, a man's, a child's high one, an elder's slower one", () => {
    const womans = (character: { name: string; description?: string }) => isFemaleVoice(voiceProfileFor(character).voice);
    for (const name of ['First Mate Anne', 'Mrs Hudson', 'Rosa', 'Orla']) expect({ name, womans: womans({ name }) }).toEqual({ name, womans: true });
    for (const name of ['Captain Redbeard', 'Farmer Joe', 'Sir Walter']) expect({ name, womans: womans({ name }) }).toEqual({ name, womans: false });
    // The description decides where the name does not.
    expect(womans({ name: 'Sam', description: 'a woman who runs the ferry' })).toBe(true);
    const kit = voiceProfileFor({ name: 'Kit', description: 'Kit, 12, too-big rubber boots' });
    const orla = voiceProfileFor({ name: 'Orla', description: 'Orla, 60s, oilskin coat, a limp she hides' });
    expect(kit.pitch).toBeGreaterThanOrEqual(70);
    expect(orla.pitch).toBeLessThan(kit.pitch);
    expect(orla.rate).toBeLessThanOrEqual(180);
    // Where neither says, the voice is the model's: the same coin decides both.
    for (const name of ['Kit', 'Sam', 'Alex', 'Robin', 'Jo', 'Pat', 'Lou', 'Wren']) {
      const character = { name, description: 'a ferry hand' };
      expect({ name, feminine: womans(character) }).toEqual({ name, feminine: lookFor({ ...character, traits: [], isPirate: false }).feminine });
    }
    // A man's voice sits below a woman's.
    expect(voiceProfileFor({ name: 'Farmer Joe' }).pitch).toBeLessThan(voiceProfileFor({ name: 'Mrs Hudson' }).pitch);
  });

  it('gives a talking bird a squawk: higher than any person and quicker', () => {
    const polly = voiceProfileFor({ name: 'Polly the Parrot', description: 'Repeats every secret she hears.' });
    const people = ['Kit', 'Pip', 'Mrs Hudson', 'Rosa', 'Anne'].map((name) => voiceProfileFor({ name, description: 'a girl of 6' }));
    expect(polly.pitch).toBeGreaterThan(Math.max(...people.map((voice) => voice.pitch)));
    expect(polly.rate).toBeGreaterThanOrEqual(170);
  });

  it('lets edited fields override the derived ones', () => {
    const derived = voiceProfileFor({ name: 'Rosa' });
    expect(voiceProfileFor({ name: 'Rosa' }, { pitch: 90, rate: undefined })).toEqual({ ...derived, pitch: 90 });
  });

  it('rejects overrides outside the engine ranges', () => {
    expect(() => voiceProfileFor({ name: 'Rosa' }, { voice: 'klingon+m1' })).toThrow('Voice must be an accent');
    expect(() => voiceProfileFor({ name: 'Rosa' }, { rate: 1000 })).toThrow();
  });
});

import { voiceProfileSchema } from '@studio/contracts/characters';
import { voiceProfileFor } from './voice-profile';

describe('voiceProfileFor', () => {
  it('gives the same character the same voice every time, ignoring case and spacing', () => {
    expect(voiceProfileFor('Captain Redbeard')).toEqual(voiceProfileFor('  captain redbeard '));
  });

  it('gives different characters different voices', () => {
    const names = ['Captain Redbeard', 'Rosa', 'Farmer Joe', 'Detective Kim', 'Luna', 'Old Pete', 'Mia', 'Carlos'];
    const profiles = new Set(names.map((name) => JSON.stringify(voiceProfileFor(name))));
    expect(profiles.size).toBe(names.length);
  });

  it('produces valid profiles within eSpeak-NG ranges', () => {
    for (const name of ['A', 'Bob', 'Ünïcödé Name', 'x'.repeat(200)]) {
      expect(voiceProfileSchema.safeParse(voiceProfileFor(name)).success).toBe(true);
    }
  });

  it('lets edited fields override the derived ones', () => {
    const derived = voiceProfileFor('Rosa');
    expect(voiceProfileFor('Rosa', { pitch: 90, rate: undefined })).toEqual({ ...derived, pitch: 90 });
  });

  it('rejects overrides outside the engine ranges', () => {
    expect(() => voiceProfileFor('Rosa', { voice: 'klingon+m1' })).toThrow('Voice must be an accent');
    expect(() => voiceProfileFor('Rosa', { rate: 1000 })).toThrow();
  });
});

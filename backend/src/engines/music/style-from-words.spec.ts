import { MUSIC_STYLE_VALUES } from '@studio/contracts/music';
import { styleFromWords } from './style-from-words';

describe('styleFromWords', () => {
  it('reads the style a scene suggests', () => {
    expect(styleFromWords('A neon chase through the city at night')).toBe('synthwave');
    expect(styleFromWords('The detective waits in a smoky bar')).toBe('jazz');
    expect(styleFromWords('Calm, dreamy fog over the water')).toBe('ambient');
    expect(styleFromWords('The pirate ship sails for treasure')).toBe('orchestral');
    expect(styleFromWords('EPIC BATTLE!')).toBe('cinematic');
  });

  it('lets the most suggested style win over a single word of another', () => {
    expect(styleFromWords('night drive on a neon highway')).toBe('synthwave');
  });

  it('suggests nothing for words without a hint, or no words', () => {
    expect(styleFromWords('Bob eats a sandwich')).toBeUndefined();
    expect(styleFromWords('')).toBeUndefined();
    expect(styleFromWords(null)).toBeUndefined();
  });

  it('only suggests styles the composer knows', () => {
    for (const text of ['rock', 'synth', 'ambient', 'cinematic', 'orchestra', 'techno', 'jazz', 'piano']) {
      expect(MUSIC_STYLE_VALUES).toContain(styleFromWords(text));
    }
  });
});

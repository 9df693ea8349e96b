import { mouthCuesOf, mouthShapeOf } from './mouth-shapes';

describe('mouthShapeOf', () => {
  it.each([
    ['', 'rest'],
    ['m', 'closed'],
    ['b', 'closed'],
    ['p', 'closed'],
    ['f', 'teeth'],
    ['v', 'teeth'],
    ['ˈa', 'open'],
    ['ˈaɪ', 'open'],
    ['ɑː', 'open'],
    ['æ', 'open'],
    ['ˈʌ', 'open'],
    ['uː', 'round'],
    ['ˈəʊ', 'round'],
    ['ɔː', 'round'],
    ['w', 'round'],
    ['ʃ', 'round'],
    ['tʃ', 'round'],
    ['ɹ', 'round'],
    ['iː', 'wide'],
    ['ɪ', 'wide'],
    ['ˈeɪ', 'wide'],
    ['s', 'wide'],
    ['ð', 'wide'],
    ['t', 'wide'],
    ['ə', 'mid'],
    ['ɜː', 'mid'],
  ])('%s is %s', (phoneme, shape) => {
    expect(mouthShapeOf(phoneme)).toBe(shape);
  });
});

describe('mouthCuesOf', () => {
  it('starts at rest and cues each change of shape in time order', () => {
    const phonemes = [
      { start: 0.19, phoneme: 'ˈɑː' },
      { start: 0.01, phoneme: 'm' },
      { start: 0.3, phoneme: 'm' },
      { start: 0.36, phoneme: 'ə' },
      { start: 0.5, phoneme: '' },
    ];
    expect(mouthCuesOf(phonemes, 1)).toEqual([
      { start: 0, shape: 'rest' },
      { start: 0.01, shape: 'closed' },
      { start: 0.19, shape: 'open' },
      { start: 0.3, shape: 'closed' },
      { start: 0.36, shape: 'mid' },
      { start: 0.5, shape: 'rest' },
    ]);
  });

  it('merges repeats, keeps the later of two phonemes at one time and drops any past the end', () => {
    const phonemes = [
      { start: 0.1, phoneme: 's' },
      { start: 0.2, phoneme: 't' },
      { start: 0.3, phoneme: '' },
      { start: 0.3, phoneme: 'b' },
      { start: 1.2, phoneme: 'aɪ' },
    ];
    expect(mouthCuesOf(phonemes, 1)).toEqual([
      { start: 0, shape: 'rest' },
      { start: 0.1, shape: 'wide' },
      { start: 0.3, shape: 'closed' },
    ]);
  });

  it('has no cues without phonemes, so loudness alone moves the mouth', () => {
    expect(mouthCuesOf([], 2)).toEqual([]);
  });
});

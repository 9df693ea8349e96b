import { clipAtWord, clipGraphemes } from './graphemes';

describe('clipGraphemes', () => {
  const FAMILY = '👨‍👩‍👧'; // three people joined by zero-width joiners: 8 UTF-16 units, one character
  const E_ACUTE = 'e\u0301'; // e and a combining acute accent

  it('keeps text within the limit as it is', () => {
    expect(clipGraphemes('short', 10)).toBe('short');
    expect(clipGraphemes('', 0)).toBe('');
  });

  it('never ends inside a surrogate pair, a joined emoji or a combining sequence', () => {
    expect(clipGraphemes('ab😀', 3)).toBe('ab');
    expect(clipGraphemes(`a${FAMILY}`, 8)).toBe('a');
    expect(clipGraphemes(`a${FAMILY}`, 9)).toBe(`a${FAMILY}`);
    expect(clipGraphemes(`caf${E_ACUTE}s`, 4)).toBe('caf');
    expect(clipGraphemes('🇫🇷🇩🇪', 6)).toBe('🇫🇷');
  });

  it('returns whole characters up to the limit for any text', () => {
    const pieces = ['a', ' ', '😀', FAMILY, E_ACUTE, '🇫🇷', '한', 'ก้'];
    for (let seed = 0; seed < 200; seed++) {
      const text = Array.from({ length: 30 }, (_, index) => pieces[(seed * 7 + index * index * 3) % pieces.length]).join('');
      for (const limit of [0, 1, 5, 17, 40]) {
        const clipped = clipGraphemes(text, limit);
        expect(clipped.length).toBeLessThanOrEqual(limit);
        expect(text.startsWith(clipped)).toBe(true);
        // Whole characters: the rest starts where a character of the full text starts.
        const starts = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.index);
        expect(starts.includes(clipped.length) || clipped.length === text.length).toBe(true);
      }
    }
  });
});

describe('clipAtWord', () => {
  it('keeps text within the limit, and cuts longer text after a whole word with an ellipsis', () => {
    expect(clipAtWord('a short name', 12)).toBe('a short name');
    expect(clipAtWord('the long long corridor', 16)).toBe('the long long…');
    expect(clipAtWord('the long long corridor', 15)).toBe('the long long…');
    expect(clipAtWord('the long longer', 14)).toBe('the long…');
  });

  it('cuts between characters when no word ends in the second half, never inside one', () => {
    const family = '👨‍👩‍👧';
    expect(clipAtWord(`a ${family.repeat(10)}`, 30)).toBe(`a ${family.repeat(3)}…`);
    expect(clipAtWord('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

import { countOf, pluralWord } from './plural';

const TRACK = { one: 'music track', other: 'music tracks' };

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, TRACK)).toBe('1 music track');
    expect(countOf(0, TRACK)).toBe('0 music tracks');
    expect(countOf(2, TRACK)).toBe('2 music tracks');
    expect(countOf(21, TRACK)).toBe('21 music tracks');
  });

  it('gives the word alone for a label under a number', () => {
    expect(pluralWord(1, { one: 'Voice Line', other: 'Voice Lines' })).toBe('Voice Line');
    expect(pluralWord(3, { one: 'Voice Line', other: 'Voice Lines' })).toBe('Voice Lines');
  });
});

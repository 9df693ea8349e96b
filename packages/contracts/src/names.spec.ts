import { nameKey, sameName } from './names';

describe('sameName', () => {
  it('ignores surrounding spaces, case and accents', () => {
    expect(sameName('Keeper Mara', ' keeper mára ')).toBe(true);
    expect(sameName('Zoë', 'ZOE')).toBe(true);
    expect(sameName('Harbor Dock', 'HARBOR DÖCK')).toBe(true);
  });

  it('takes the composed and decomposed spellings of a letter as one', () => {
    const composed = 'Mára'.normalize('NFC');
    const decomposed = 'Mára'.normalize('NFD');
    expect(composed).not.toBe(decomposed);
    expect(sameName(composed, decomposed)).toBe(true);
    expect(nameKey(composed)).toBe(nameKey(decomposed));
  });

  it('tells different names apart', () => {
    expect(sameName('Keeper Mara', 'Keeper Marek')).toBe(false);
    expect(sameName('Keeper Mara', 'KeeperMara')).toBe(false);
    expect(sameName('Mara', 'Mara 2')).toBe(false);
  });

  it('keeps letters of scripts without case or accents', () => {
    expect(nameKey('  東京 ')).toBe('東京');
    expect(sameName('Ørsted', 'ørsted')).toBe(true);
  });
});

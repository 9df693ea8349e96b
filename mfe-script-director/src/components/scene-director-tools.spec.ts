import { missingAssetRequests } from './scene-director-tools';

describe('missingAssetRequests', () => {
  it('asks for each unspoken line again and for the score, not for a set or a cast', () => {
    expect(
      missingAssetRequests('Dock Talk', [
        { type: 'voice', name: 'Mara', line: 'The tide turns.' },
        { type: 'voice', name: 'a voice line in Dock Talk' },
        { type: 'score', name: 'Tide Theme' },
        { type: 'set', name: 'a set for Dock Talk' },
        { type: 'character', name: 'a character in Dock Talk' },
      ]),
    ).toEqual([
      { type: 'voice', character: 'Mara', text: 'The tide turns.', scene: 'Dock Talk' },
      { type: 'score', scene: 'Dock Talk' },
    ]);
  });
});

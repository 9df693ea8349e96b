import type { ScriptAnalysis } from '@studio/contracts/scripts';
import { applyEnrichment } from './screenplay-analyzer';

const analysis = (overrides: Partial<ScriptAnalysis> = {}): ScriptAnalysis => ({
  title: 'T',
  format: 'fountain',
  characters: [
    { name: 'ED', description: 'ED pours coffee.', traits: ['tired'], dialogueExamples: [] },
    { name: 'MAY', description: 'MAY waits.', traits: [], dialogueExamples: [] },
  ],
  scenes: [],
  directorMemory: { theme: 'local theme', characters: [{ name: 'ED', description: 'ED pours coffee.', traits: ['tired'] }], scenes: [] },
  ...overrides,
});

describe('applyEnrichment', () => {
  it('takes the theme, and the description and traits of the characters the model named exactly', () => {
    const enriched = applyEnrichment(analysis(), {
      theme: 'Mornings mend things.',
      characters: [
        { name: 'ED', description: 'A father who never sleeps.', traits: ['loyal'] },
        { name: 'Ed', description: 'not this one', traits: ['ignored'] },
      ],
    });
    expect(enriched.characters).toEqual([
      { name: 'ED', description: 'A father who never sleeps.', traits: ['loyal', 'tired'], dialogueExamples: [] },
      { name: 'MAY', description: 'MAY waits.', traits: [], dialogueExamples: [] },
    ]);
    expect(enriched.directorMemory).toEqual({
      theme: 'Mornings mend things.',
      characters: [{ name: 'ED', description: 'A father who never sleeps.', traits: ['loyal', 'tired'] }],
      scenes: [],
    });
  });

  it('keeps the script description over an empty one, and no memory stays no memory', () => {
    const enriched = applyEnrichment(analysis({ directorMemory: null }), { theme: 'x', characters: [{ name: 'MAY', description: '', traits: [] }] });
    expect(enriched.characters[1].description).toBe('MAY waits.');
    expect(enriched.directorMemory).toBeNull();
  });
});

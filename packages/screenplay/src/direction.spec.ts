import { analyzeScreenplay } from './analyze';
import { inferDirection, type ScriptDirection } from './direction';

const CAST = ['MARA', 'TOM'];
const fromParenthetical = (parenthetical: string) => inferDirection({ speaker: 'MARA', parenthetical, actionsBefore: [] }, CAST);
const fromAction = (action: string) => inferDirection({ speaker: 'MARA', actionsBefore: [action] }, CAST);

describe('inferDirection from a parenthetical', () => {
  it.each<[string, ScriptDirection]>([
    ['furious', { emotion: 'angry', intensity: 0.9 }],
    ['shouting', { emotion: 'angry', intensity: 0.9 }],
    ['angrily', { emotion: 'angry', intensity: 0.6 }],
    ['whispering', { intensity: 0.2 }],
    ['under her breath', { intensity: 0.2 }],
    ['smiling', { emotion: 'happy', intensity: 0.6 }],
    ['laughing', { emotion: 'happy', intensity: 0.7, action: 'laugh' }],
    ['sobbing', { emotion: 'sad', intensity: 0.8 }],
    ['sadly', { emotion: 'sad', intensity: 0.5 }],
    ['shocked', { emotion: 'surprised', intensity: 0.8 }],
    ['terrified', { emotion: 'afraid', intensity: 0.7 }],
    ['calmly', { emotion: 'relaxed', intensity: 0.4 }],
    ['beat', { pauseBefore: 700 }],
    ['pause', { pauseBefore: 1200 }],
    ['long pause', { pauseBefore: 2000 }],
    ['nodding', { action: 'nod' }],
    ['shaking her head', { action: 'head-shake' }],
    ['shrugging', { action: 'shrug' }],
    ['waving', { action: 'wave' }],
    ['pointing at the lamp', { action: 'point', actionTarget: 'the lamp' }],
  ])('(%s)', (parenthetical, expected) => {
    expect(fromParenthetical(parenthetical)).toEqual(expected);
  });

  it('combines cues: a quiet angry line keeps the first intensity given', () => {
    expect(fromParenthetical('whispering, furious')).toEqual({ emotion: 'angry', intensity: 0.2 });
  });

  it('cuts a long target between characters, never inside one', () => {
    const family = '👨‍👩‍👧';
    expect(fromParenthetical(`pointing at ${family.repeat(20)}`).actionTarget).toBe(family.repeat(12));
  });
});

describe('inferDirection from the action lines before the speech', () => {
  it.each<[string, ScriptDirection]>([
    ['She slams the lantern down.', { emotion: 'angry', intensity: 0.8 }],
    ['Mara waves.', { action: 'wave' }],
    ['Mara waves at Tom.', { action: 'wave', actionTarget: 'Tom' }],
    ['Mara points at the lamp.', { action: 'point', actionTarget: 'the lamp' }],
    ['Mara shrugs.', { action: 'shrug' }],
    ['She nods.', { action: 'nod' }],
    ['Mara shakes her head.', { action: 'head-shake' }],
    ['Mara laughs.', { emotion: 'happy', intensity: 0.7, action: 'laugh' }],
    ['She smiles.', { emotion: 'happy', intensity: 0.5 }],
    ['Mara crosses her arms.', { action: 'arms-crossed' }],
    ['Mara puts her hands on her hips.', { action: 'hands-on-hips' }],
    ['Mara presses a hand to her chest.', { action: 'hand-to-chest' }],
    ['Mara looks away.', { action: 'glance-away' }],
    ['Mara sobs.', { emotion: 'sad', intensity: 0.8 }],
    ['She sighs.', { emotion: 'sad', intensity: 0.4 }],
    ['Mara gasps.', { emotion: 'surprised', intensity: 0.7 }],
    ['Mara trembles.', { emotion: 'afraid', intensity: 0.7 }],
    ['Mara sits by the fire.', { action: 'sit-down', emotion: 'relaxed', intensity: 0.4 }],
    ['She stands up.', { action: 'stand-up' }],
    ['Mara walks over to Tom.', { action: 'walk-to', actionTarget: 'Tom' }],
    ['He walks to the window.', { action: 'walk-to', actionTarget: 'the window' }],
    ['Mara turns to Kit.', { action: 'turn-to', actionTarget: 'Kit' }],
    ['Mara turns away.', { action: 'glance-away' }],
    ['Mara hesitates.', { pauseBefore: 1200 }],
  ])('%s', (action, expected) => {
    expect(fromAction(action)).toEqual(expected);
  });

  it('reads the speaker through adverbs, asides and a second verb', () => {
    expect(fromAction('Mara, furious, slams the lantern down.')).toEqual({ emotion: 'angry', intensity: 0.8 });
    expect(fromAction('Mara slowly nods.')).toEqual({ action: 'nod' });
    expect(fromAction('Mara picks up the lamp and points at the door.')).toEqual({ action: 'point', actionTarget: 'the door' });
  });

  it("does not take another character's action for the speaker's", () => {
    expect(fromAction('Tom waves at Mara.')).toEqual({});
    expect(fromAction('Tom slams the door.')).toEqual({});
  });

  it('lets the parenthetical win over the action lines, and the nearest action over earlier ones', () => {
    expect(inferDirection({ speaker: 'MARA', parenthetical: 'smiling', actionsBefore: ['She slams the lantern down.'] }, CAST)).toEqual({ emotion: 'happy', intensity: 0.6 });
    expect(inferDirection({ speaker: 'MARA', actionsBefore: ['Mara waves.', 'Mara shrugs.'] }, CAST)).toEqual({ action: 'shrug' });
  });

  it('leaves a line with no cue unset', () => {
    expect(inferDirection({ speaker: 'MARA', actionsBefore: [] }, CAST)).toEqual({});
    expect(inferDirection({ speaker: 'MARA', parenthetical: 'to Tom', actionsBefore: ['The sea is grey.'] }, CAST)).toEqual({});
  });
});

describe('the analysis carries each line’s direction', () => {
  it('reads a parenthetical and an action line of a Fountain script onto the right lines', async () => {
    const outcome = await analyzeScreenplay({
      text: [
        'INT. LIGHTHOUSE - NIGHT',
        '',
        'MARA',
        '(furious)',
        'Who let the lamp go out?',
        '',
        'She waves.',
        '',
        'MARA',
        'Over here!',
        '',
        'TOM',
        'Coming.',
        '',
      ].join('\n'),
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.analysis.scenes[0].dialogue).toEqual([
      { character: 'MARA', text: 'Who let the lamp go out?', parenthetical: 'furious', emotion: 'angry', intensity: 0.9 },
      { character: 'MARA', text: 'Over here!', action: 'wave' },
      // Only the speech just after an action line takes it.
      { character: 'TOM', text: 'Coming.' },
    ]);
  });
});

import type { ParsedTimelineInput } from '@studio/contracts/timeline';
import { buildSceneTimeline } from './scene-timeline';
import { markNamed, marksFor } from './set-marks';

const set = (kind: ParsedTimelineInput['set']['kind'], name = 'Somewhere'): ParsedTimelineInput['set'] => ({ id: 1, name, type: 'apartment', kind, oceanType: null, modelUrl: null });

describe('named marks', () => {
  it('finds the thing the words name among the marks of the set', () => {
    expect(markNamed(set('kitchen'), 'walks to the window')).toMatchObject({ thing: 'window', prop: 'WindowFrame' });
    expect(markNamed(set('kitchen'), 'crosses to the counter')).toMatchObject({ thing: 'counter' });
    expect(markNamed(set('living-room'), 'goes to the door')).toMatchObject({ thing: 'door', position: [-4.9, 0, 2.2] });
    expect(markNamed({ ...set('cafe'), type: 'taqueria' }, 'the bar')).toMatchObject({ thing: 'counter' });
    // A thing the set does not have, or no thing at all: no mark.
    expect(markNamed(set('bedroom'), 'the counter')).toBeNull();
    expect(markNamed(set('kitchen'), 'Tom')).toBeNull();
    expect(marksFor({ ...set('kitchen'), oceanType: 'calm' })).toEqual([]);
  });

  it('reads the kind from the name when the set has none', () => {
    expect(markNamed(set(undefined, 'The Quay'), 'the crates')).toMatchObject({ thing: 'crates' });
  });

  it("walks a performer to the thing's mark, not to the one they talk to", () => {
    const window = markNamed(set('kitchen'), 'the window')!;
    const timeline = buildSceneTimeline({
      scene: { id: 1, name: 'Moves' },
      set: set('kitchen'),
      music: null,
      characters: [
        { id: 1, name: 'Ana', modelUrl: null },
        { id: 2, name: 'Tom', modelUrl: null },
      ],
      lines: [
        { id: 1, characterId: 1, text: 'Look at that.', audioUrl: '/a.wav', durationSeconds: 3, action: 'walk-to', actionTarget: window.position },
        { id: 2, characterId: 2, text: 'What?', audioUrl: '/b.wav', durationSeconds: 2 },
      ],
    });
    const walk = timeline.movements.find((movement) => movement.kind === 'walk')!;
    expect(walk.to.position).toEqual(window.position);
  });
});

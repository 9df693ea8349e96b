import { sceneTimelineSchema } from '@studio/contracts/timeline';
import { ZodError } from 'zod';
import { character, line, sceneInput } from '../../test/scene-input';
import { eyePoint } from '../body';
import { buildSceneTimeline } from '../scene-timeline';
import { performanceAt } from './performance-at';

const three = [character(1, { name: 'Ana' }), character(2, { name: 'Ben' }), character(3, { name: 'Cy' })];
const scene = (lines: ReturnType<typeof line>[]) => buildSceneTimeline(sceneInput({ characters: three, lines }));

describe('timeline performances', () => {
  const timeline = scene([
    line(1, 1, { text: 'Good morning, Ben.', durationSeconds: 1.5 }),
    line(2, 2, { text: 'No, you left the gate open!', durationSeconds: 2 }),
    line(3, 3, { text: 'Look over there.', durationSeconds: 1.5 }),
  ]);
  const of = (lineId: number, characterId: number) => timeline.performances.find((performance) => performance.lineId === lineId && performance.characterId === characterId)!;

  it('has one performance per line per character, the speaker first, spanning line start to the next line', () => {
    expect(timeline.performances).toHaveLength(9);
    expect(timeline.performances.map((performance) => performance.role)).toEqual(['speaker', 'listener', 'listener', 'speaker', 'listener', 'listener', 'speaker', 'listener', 'listener']);
    expect(of(1, 2)).toMatchObject({ start: timeline.talking[0].start, end: timeline.talking[1].start });
    expect(of(3, 3).end).toBe(timeline.durationSeconds);
    expect(sceneTimelineSchema.parse(timeline)).toEqual(timeline);
  });

  it('acts each line from its words: the greeting waves, the refusal shakes the head', () => {
    expect(of(1, 1).action?.name).toBe('wave');
    expect(of(2, 2)).toMatchObject({ emotion: 'happy', action: { name: 'head-shake' } });
    expect(of(2, 2).intensity).toBeGreaterThan(0.55);
  });

  it('looks at the one addressed; listeners look at the speaker and mirror them lightly', () => {
    const ben = timeline.blocking.find((mark) => mark.characterId === 2)!;
    expect(of(1, 1)).toMatchObject({ lookAtId: 2 });
    expect(of(2, 2)).toMatchObject({ lookAtId: 1 });
    expect(of(2, 1).lookAt).toEqual(eyePoint(ben).map((value) => Math.round(value * 10_000) / 10_000));
    expect(of(1, 3).lookAtId).toBe(1);
    expect(of(2, 1)).toMatchObject({ role: 'listener', emotion: 'happy' });
    expect(of(2, 1).intensity).toBeCloseTo(of(2, 2).intensity * 0.4, 2);
  });

  it('aims a point at a thing beside the speaker, with the hand on its side', () => {
    const pointing = of(3, 3).action!;
    expect(pointing.name).toBe('point');
    expect(pointing.targetId).toBeNull();
    expect(pointing.target).not.toBeNull();
    const cy = timeline.blocking.find((mark) => mark.characterId === 3)!;
    const distance = Math.hypot(pointing.target![0] - cy.position[0], pointing.target![2] - cy.position[2]);
    expect(distance).toBeCloseTo(3, 1);
  });

  it('aims a point at the addressee\'s chest', () => {
    const pointed = scene([line(1, 1, { text: 'Morning.' }), line(2, 2, { text: 'You again.' })]).performances.find((performance) => performance.lineId === 2 && performance.role === 'speaker')!;
    expect(pointed.action).toMatchObject({ name: 'point', targetId: 1 });
  });

  it('fits each action within its performance, starting near its word', () => {
    for (const performance of timeline.performances) {
      if (!performance.action) continue;
      expect(performance.action.start).toBeGreaterThanOrEqual(performance.start);
      expect(performance.action.end).toBeLessThanOrEqual(performance.end);
      expect(performance.action.end).toBeGreaterThan(performance.action.start);
    }
  });

  it('takes the direction fields over the words, and a directed target', () => {
    const directed = scene([
      line(1, 1, { text: 'Good morning.', emotion: 'angry', intensity: 0.9, action: 'point', actionTarget: 3 }),
      line(2, 2, { text: 'Hm.', action: 'point', actionTarget: [4, 1, -3] }),
    ]);
    expect(directed.performances[0]).toMatchObject({ emotion: 'angry', intensity: 0.9, action: { name: 'point', targetId: 3 } });
    expect(directed.performances.find((performance) => performance.lineId === 2 && performance.role === 'speaker')!.action).toMatchObject({ targetId: null, target: [4, 1, -3] });
  });

  it('rejects a direction outside its vocabulary with a clear message', () => {
    const bad = () => scene([line(1, 1, { emotion: 'grumpy' as never })]);
    expect(bad).toThrow(ZodError);
    expect(bad).toThrow(/Emotion must be one of: neutral, happy, sad, angry, surprised, afraid, relaxed/);
    expect(() => scene([line(1, 1, { intensity: 2 })])).toThrow(/Intensity must be between 0 and 1/);
  });

  it('is the same timeline every time', () => {
    const again = scene([
      line(1, 1, { text: 'Good morning, Ben.', durationSeconds: 1.5 }),
      line(2, 2, { text: 'No, you left the gate open!', durationSeconds: 2 }),
      line(3, 3, { text: 'Look over there.', durationSeconds: 1.5 }),
    ]);
    expect(again.performances).toEqual(timeline.performances);
  });
});

describe('performanceAt', () => {
  const timeline = scene([line(1, 1, { text: 'This is stupid.', durationSeconds: 2 }), line(2, 2, { text: 'Sorry.', durationSeconds: 2 })]);
  const [first, second] = timeline.talking;

  it('stands everyone neutral, looking ahead, before the first line', () => {
    const state = performanceAt(timeline, 1, 1);
    expect(Object.values(state.expression).every((weight) => weight === 0)).toBe(true);
    expect(state.action).toBeNull();
    expect(state.talkWeight).toBe(0);
  });

  it('blends the face into the line\'s feeling and holds it through the pause', () => {
    expect(performanceAt(timeline, 1, first.start + 0.1).expression.angry).toBeGreaterThan(0);
    expect(performanceAt(timeline, 1, first.start + 0.1).expression.angry).toBeLessThan(performanceAt(timeline, 1, first.start + 1).expression.angry);
    expect(performanceAt(timeline, 1, first.end + 0.2).expression.angry).toBeGreaterThan(0.5);
    // Into the next line, the speaker of the first listens and takes the second's sadness lightly.
    const later = performanceAt(timeline, 1, second.start + 1).expression;
    expect(later.angry).toBe(0);
    expect(later.sad).toBeGreaterThan(0.1);
  });

  it('talks with a blend at either end of the line', () => {
    expect(performanceAt(timeline, 1, first.start + 0.1).talkWeight).toBeCloseTo(0.5, 5);
    expect(performanceAt(timeline, 1, first.start + 1).talkWeight).toBe(1);
    expect(performanceAt(timeline, 1, first.end + 0.1).talkWeight).toBeCloseTo(0.5, 5);
    expect(performanceAt(timeline, 2, first.start + 1).talkWeight).toBe(0);
  });

  it('turns the look from one target to the next', () => {
    const cy = timeline.blocking.find((mark) => mark.characterId === 2)!;
    const look = performanceAt(timeline, 1, first.start + 1).lookAt;
    expect(look.map((value) => Math.round(value * 1000))).toEqual(eyePoint(cy).map((value) => Math.round(value * 1000)));
  });

  it('weighs an action in and out', () => {
    const action = timeline.performances[0].action!;
    expect(action.name).toBe('arms-crossed');
    const middle = performanceAt(timeline, 1, (action.start + action.end) / 2).action!;
    expect(middle.weight).toBe(1);
    expect(performanceAt(timeline, 1, action.start + 0.05).action!.weight).toBeLessThan(0.2);
    expect(performanceAt(timeline, 1, action.end + 0.01).action).toBeNull();
  });
});

import { characterMotionAt, findClip, GAZE_TURN_SECONDS, gazeAt, GESTURE_CLIP, GESTURE_SECONDS, gestureAt, loopTime, TALK_BLEND_SECONDS } from './character-motion';
import { newSceneTimeline } from './testing/scene-timelines';

describe('findClip', () => {
  it.each([
    ['idle', ['talk', 'idle'], 'idle'],
    ['talk', ['idle', 'talk'], 'talk'],
    ['idle', ['Armature|Idle', 'Armature|Talk'], 'Armature|Idle'],
    ['talk', ['Armature|Idle', 'Armature|TALK'], 'Armature|TALK'],
    ['talk', ['idle', 'walk'], undefined],
    // A suffix inside a longer word is another clip.
    ['talk', ['idle', 'smalltalk'], undefined],
  ] as const)('finds %s among %j', (kind, names, expected) => {
    expect(findClip(names.map((name) => ({ name })), kind)?.name).toBe(expected);
  });
});

describe('characterMotionAt', () => {
  const timeline = newSceneTimeline();
  const [adaFirst, rexLine, adaSecond] = timeline.talking;

  it('idles before anyone speaks', () => {
    expect(characterMotionAt(timeline, 1, 1)).toEqual({ idleWeight: 1, talkWeight: 0, idleSeconds: 1, talkSeconds: 0 });
    expect(characterMotionAt(timeline, 2, 1)).toMatchObject({ idleWeight: 1, talkWeight: 0 });
  });

  it('talks through the speaker’s own line, from the line’s start, while the others idle', () => {
    const middle = (rexLine.start + rexLine.end) / 2;
    expect(characterMotionAt(timeline, 2, middle)).toMatchObject({ idleWeight: 0, talkWeight: 1, talkSeconds: middle - rexLine.start });
    expect(characterMotionAt(timeline, 1, middle)).toMatchObject({ idleWeight: 1, talkWeight: 0 });
    // Ada's second line restarts her talk loop rather than continuing the first.
    expect(characterMotionAt(timeline, 1, adaSecond.start + 1).talkSeconds).toBeCloseTo(1);
  });

  it('cross-fades into and out of talking', () => {
    const halfway = characterMotionAt(timeline, 1, adaFirst.start + TALK_BLEND_SECONDS / 2);
    expect(halfway.talkWeight).toBeCloseTo(0.5);
    expect(halfway.idleWeight + halfway.talkWeight).toBeCloseTo(1);
    expect(characterMotionAt(timeline, 1, adaFirst.end + TALK_BLEND_SECONDS / 2).talkWeight).toBeCloseTo(0.5);
    expect(characterMotionAt(timeline, 1, adaFirst.end + TALK_BLEND_SECONDS).talkWeight).toBe(0);
  });

  it('gives each cast member their own idle phase and the same motion for the same time', () => {
    expect(characterMotionAt(timeline, 1, 2).idleSeconds).not.toBe(characterMotionAt(timeline, 2, 2).idleSeconds);
    expect(characterMotionAt(timeline, 2, 5.25)).toEqual(characterMotionAt(timeline, 2, 5.25));
  });
});

describe('loopTime', () => {
  it('wraps time into the clip and copes with an empty clip', () => {
    expect(loopTime(5, 2)).toBe(1);
    expect(loopTime(1.5, 2)).toBe(1.5);
    expect(loopTime(3, 0)).toBe(0);
  });
});

describe('gestureAt', () => {
  const timeline = newSceneTimeline();
  const [adaFirst, rexLine, adaSecond] = timeline.talking;

  it('makes one gesture per line, from its start, the line choosing which', () => {
    expect(gestureAt(timeline, 1, adaFirst.start - 0.01)).toBeNull();
    expect(gestureAt(timeline, 1, adaFirst.start + 0.5)).toMatchObject({ line: 0, weight: 1 });
    expect(gestureAt(timeline, 2, rexLine.start + 0.5)).toMatchObject({ line: 1, weight: 1 });
    expect(gestureAt(timeline, 1, adaSecond.start + 0.5)).toMatchObject({ line: 2 });
    // Only the speaker gestures.
    expect(gestureAt(timeline, 2, adaFirst.start + 0.5)).toBeNull();
  });

  it('blends in and out, and is over within the line and GESTURE_SECONDS', () => {
    const length = Math.min(GESTURE_SECONDS, adaFirst.end - adaFirst.start);
    expect(gestureAt(timeline, 1, adaFirst.start)).toEqual({ line: 0, progress: 0, weight: 0 });
    expect(gestureAt(timeline, 1, adaFirst.start + 0.1)!.weight).toBeCloseTo(0.5);
    expect(gestureAt(timeline, 1, adaFirst.start + length / 2)!.progress).toBeCloseTo(0.5);
    expect(gestureAt(timeline, 1, adaFirst.start + length - 0.15)!.weight).toBeCloseTo(0.5);
    expect(gestureAt(timeline, 1, adaFirst.start + length + 0.01)).toBeNull();
  });

  it('fits a gesture into a line shorter than it', () => {
    const short = { ...timeline, talking: [{ ...adaFirst, end: adaFirst.start + GESTURE_SECONDS / 2 }] };
    expect(gestureAt(short, 1, adaFirst.start + GESTURE_SECONDS / 4)!.progress).toBeCloseTo(0.5);
    expect(gestureAt(short, 1, adaFirst.start + GESTURE_SECONDS / 2 - 0.001)!.weight).toBeLessThan(0.01);
  });

  it('finds gesture clips by name, the armature prefix aside', () => {
    expect(['gesture-open', 'Armature|gesture-point', 'idle', 'talk', 'gestures'].filter((name) => GESTURE_CLIP.test(name))).toEqual(['gesture-open', 'Armature|gesture-point']);
  });
});

describe('gazeAt', () => {
  const timeline = newSceneTimeline({
    characters: [1, 2, 3].map((id) => ({ id, name: `C${id}`, modelUrl: `/media/characters/${id}/model.glb` })),
    lines: [1, 2, 1].map((speaker, index) => ({ id: index + 1, characterId: speaker, text: 'Line', audioUrl: `/media/${index}.wav`, durationSeconds: 1.5 })),
  });
  const [first, second, third] = timeline.talking;

  it('looks ahead before anyone speaks', () => {
    expect(gazeAt(timeline, 3, first.start - 0.1)).toEqual({ from: null, to: null, progress: 1 });
  });

  it('turns a listener to the speaker, and the speaker to whom they answer', () => {
    expect(gazeAt(timeline, 3, first.start + 1)).toEqual({ from: null, to: 1, progress: 1 });
    expect(gazeAt(timeline, 2, first.start + 1)).toMatchObject({ to: 1 });
    // The first speaker talks to the one who answers them.
    expect(gazeAt(timeline, 1, first.start + 1)).toMatchObject({ to: 2 });
    expect(gazeAt(timeline, 1, second.start + 1)).toMatchObject({ from: 2, to: 2 });
    expect(gazeAt(timeline, 3, second.start + 1)).toMatchObject({ from: 1, to: 2 });
  });

  it('holds the look between lines and turns over GAZE_TURN_SECONDS when the next begins', () => {
    expect(gazeAt(timeline, 3, second.end + 0.2)).toMatchObject({ to: 2, progress: 1 });
    const turning = gazeAt(timeline, 3, third.start + GAZE_TURN_SECONDS / 2);
    expect(turning).toMatchObject({ from: 2, to: 1 });
    expect(turning.progress).toBeCloseTo(0.5);
  });

  it('looks ahead in a monologue', () => {
    const alone = newSceneTimeline({ lines: [{ id: 1, characterId: 1, text: 'Hm.', audioUrl: '/media/1.wav', durationSeconds: 2 }] });
    expect(gazeAt(alone, 1, alone.talking[0].start + 1).to).toBeNull();
    expect(gazeAt(alone, 2, alone.talking[0].start + 1).to).toBe(1);
  });
});

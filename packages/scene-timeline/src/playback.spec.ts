import { character, line, linesBy, sceneInput } from '../test/scene-input';
import { cameraAt, frameWindow, musicGainAt, shotAt, speakerAt, subtitleAt } from './playback';
import { buildSceneTimeline, DUCK_ATTACK_SECONDS, DUCK_GAIN, MUSIC_BED_GAIN } from './scene-timeline';

const timeline = buildSceneTimeline(
  sceneInput({
    characters: [character(1, { name: 'Ana' }), character(2, { name: 'Ben' }), character(3, { name: 'Cy' })],
    lines: linesBy([1, 2, 1, 3, 3], { durationSeconds: 1.37 }),
  }),
);
const justBefore = (seconds: number) => seconds - 1e-9;

describe('cameraAt', () => {
  it('starts each shot exactly on its cut pose and cuts hard at the boundary', () => {
    for (const shot of timeline.shots) {
      const camera = cameraAt(timeline, shot.start);
      expect(camera).toEqual({ shotIndex: shot.index, kind: shot.kind, ...shot.camera });
      if (shot.index > 0) expect(cameraAt(timeline, justBefore(shot.start)).shotIndex).toBe(shot.index - 1);
    }
  });

  it('pushes in slowly within a shot, reaching the end pose at the end of the scene', () => {
    const establishing = timeline.shots[0];
    const middle = cameraAt(timeline, (establishing.start + establishing.end) / 2);
    expect(middle.shotIndex).toBe(0);
    for (let axis = 0; axis < 3; axis += 1) {
      expect(middle.position[axis]).toBeCloseTo((establishing.camera.position[axis] + establishing.endCamera.position[axis]) / 2, 9);
    }
    expect(establishing.endCamera.position[2]).toBeLessThan(establishing.camera.position[2]);

    const last = timeline.shots.at(-1)!;
    expect(cameraAt(timeline, timeline.durationSeconds)).toEqual({ shotIndex: last.index, kind: last.kind, ...last.endCamera });
  });

  it('clamps times outside the scene to its first and last shot and refuses non-numbers', () => {
    expect(cameraAt(timeline, -5)).toEqual(cameraAt(timeline, 0));
    expect(cameraAt(timeline, timeline.durationSeconds + 10)).toEqual(cameraAt(timeline, timeline.durationSeconds));
    expect(() => cameraAt(timeline, Number.NaN)).toThrow(RangeError);
  });

  it('finds the one shot of a scene without lines', () => {
    const empty = buildSceneTimeline(sceneInput({ lines: [] }));
    expect(shotAt(empty, 0)).toBe(empty.shots[0]);
    expect(shotAt(empty, 2.999).kind).toBe('establishing');
    expect(cameraAt(empty, 3)).toEqual({ shotIndex: 0, kind: 'establishing', ...empty.shots[0].endCamera });
  });
});

describe('speakerAt and subtitleAt', () => {
  it('names the speaker from the start of their line until its end, and nobody in the pauses', () => {
    const [first, second] = timeline.talking;
    expect(speakerAt(timeline, 0)).toBeNull();
    expect(speakerAt(timeline, justBefore(first.start))).toBeNull();
    expect(speakerAt(timeline, first.start)).toEqual(first);
    expect(speakerAt(timeline, justBefore(first.end))).toEqual(first);
    expect(speakerAt(timeline, first.end)).toBeNull();
    expect(speakerAt(timeline, (first.end + second.start) / 2)).toBeNull();
    expect(speakerAt(timeline, second.start)?.characterId).toBe(2);
    expect(speakerAt(timeline, timeline.durationSeconds)).toBeNull();
  });

  it('shows each cue from its start until its end', () => {
    const cue = timeline.subtitles[2];
    expect(subtitleAt(timeline, cue.start)).toEqual(cue);
    expect(subtitleAt(timeline, cue.end)).toBeNull();
  });
});

describe('musicGainAt', () => {
  it('plays the bed at full gain between lines and ducks it under each voice with a ramp', () => {
    const [first] = timeline.talking;
    expect(musicGainAt(timeline, 2)).toBeCloseTo(MUSIC_BED_GAIN, 9);
    expect(musicGainAt(timeline, (first.start + first.end) / 2)).toBeCloseTo(MUSIC_BED_GAIN * DUCK_GAIN, 9);
    expect(musicGainAt(timeline, first.start - DUCK_ATTACK_SECONDS / 2)).toBeCloseTo(MUSIC_BED_GAIN * ((1 + DUCK_GAIN) / 2), 9);
    expect(musicGainAt(timeline, (first.end + timeline.talking[1].start) / 2)).toBeCloseTo(MUSIC_BED_GAIN, 9);
  });

  it('fades in from silence and out to silence, and is silent without music', () => {
    expect(musicGainAt(timeline, 0)).toBe(0);
    expect(musicGainAt(timeline, timeline.durationSeconds)).toBe(0);
    expect(musicGainAt(timeline, timeline.durationSeconds + 1)).toBe(0);
    expect(musicGainAt(buildSceneTimeline(sceneInput({ music: null })), 2)).toBe(0);
  });
});

describe('frameWindow', () => {
  it('renders chunks that join into exactly the frames of one pass', () => {
    const whole = frameWindow(timeline, 0, timeline.frameCount);
    expect(whole).toHaveLength(timeline.frameCount);
    const split = Math.floor(timeline.frameCount / 3);
    const chunks = [...frameWindow(timeline, 0, split), ...frameWindow(timeline, split, 2 * split), ...frameWindow(timeline, 2 * split, timeline.frameCount)];
    expect(chunks).toEqual(whole);
    expect(whole.map((state) => state.frame)).toEqual(Array.from({ length: timeline.frameCount }, (_, frame) => frame));
  });

  it('agrees with the shots on which frame shows which shot', () => {
    const frames = frameWindow(timeline, 0, timeline.frameCount);
    for (const shot of timeline.shots) {
      for (let frame = shot.startFrame; frame < shot.endFrame; frame += 1) expect(frames[frame].camera.shotIndex).toBe(shot.index);
    }
  });

  it('carries who speaks and the subtitle at each frame', () => {
    const [first] = timeline.talking;
    const frame = Math.ceil(((first.start + first.end) / 2) * timeline.fps);
    const [state] = frameWindow(timeline, frame, frame + 1);
    expect(state.seconds).toBe(frame / timeline.fps);
    expect(state.speaking?.lineId).toBe(first.lineId);
    expect(state.subtitle?.text).toBe('Line 1');
  });

  it('refuses windows outside the scene', () => {
    expect(frameWindow(timeline, 5, 5)).toEqual([]);
    expect(() => frameWindow(timeline, -1, 3)).toThrow(RangeError);
    expect(() => frameWindow(timeline, 4, 3)).toThrow(RangeError);
    expect(() => frameWindow(timeline, 0, timeline.frameCount + 1)).toThrow(RangeError);
    expect(() => frameWindow(timeline, 0.5, 3)).toThrow(RangeError);
  });
});

describe('frame boundaries at awkward frame rates', () => {
  it.each([1, 7, 24, 25, 30, 60])('at %i fps every shot starts on the first frame at or after its cut', (fps) => {
    const scene = buildSceneTimeline(sceneInput({ fps, lines: [line(1, 1, { durationSeconds: 0.333 }), line(2, 2, { durationSeconds: 1.001 }), line(3, 1, { durationSeconds: 2.7 })] }));
    for (const shot of scene.shots) {
      if (shot.startFrame < scene.frameCount) expect(shot.startFrame / fps).toBeGreaterThanOrEqual(shot.start);
      if (shot.startFrame > 0) expect((shot.startFrame - 1) / fps).toBeLessThan(shot.start);
      if (shot.startFrame < shot.endFrame) expect(cameraAt(scene, shot.startFrame / fps).shotIndex).toBe(shot.index);
    }
  });
});

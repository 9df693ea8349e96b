import { sceneTimelineSchema, type SceneTimeline } from '@studio/contracts/timeline';
import { ZodError } from 'zod';
import { character, line, linesBy, sceneInput } from '../test/scene-input';
import { eyePoint } from './body';
import { projectPoint } from './camera-projection';
import { J_L_CUT_FRAMES } from './editing';
import { buildSceneTimeline, DUCK_ATTACK_SECONDS, DUCK_GAIN, DUCK_RELEASE_SECONDS, ESTABLISHING_SECONDS, LINE_PAUSE_SECONDS } from './scene-timeline';

const kinds = (timeline: SceneTimeline) => timeline.shots.slice(1).map((shot) => shot.kind);
const threeCharacters = [character(1, { name: 'Ana' }), character(2, { name: 'Ben' }), character(3, { name: 'Cy' })];

describe('buildSceneTimeline: durations', () => {
  it('is the establishing shot plus every line plus a pause per line, in frames at the scene fps', () => {
    const durations = [1.2, 3.4567, 2];
    for (const fps of [24, 30]) {
      const timeline = buildSceneTimeline(sceneInput({ fps, lines: durations.map((durationSeconds, index) => line(index + 1, (index % 2) + 1, { durationSeconds })) }));
      const expected = ESTABLISHING_SECONDS + 1.2 + 3.457 + 2 + 3 * LINE_PAUSE_SECONDS;
      expect(timeline.durationSeconds).toBeCloseTo(expected, 9);
      expect(timeline.fps).toBe(fps);
      expect(timeline.frameCount).toBe(Math.round(expected * fps));
    }
  });

  it('defaults to 24 fps', () => {
    expect(buildSceneTimeline(sceneInput()).fps).toBe(24);
  });

  it('places each line after the establishing shot with a pause between lines, in order', () => {
    const timeline = buildSceneTimeline(sceneInput({ lines: [line(10, 1, { durationSeconds: 2 }), line(11, 2, { durationSeconds: 1 }), line(12, 1, { durationSeconds: 4 })] }));
    expect(timeline.talking).toEqual([
      { start: 3.25, end: 5.25, characterId: 1, lineId: 10 },
      { start: 5.75, end: 6.75, characterId: 2, lineId: 11 },
      { start: 7.25, end: 11.25, characterId: 1, lineId: 12 },
    ]);
    expect(timeline.durationSeconds).toBe(11.5);
  });

  it('gives a scene without lines just the establishing shot, without throwing', () => {
    const timeline = buildSceneTimeline(sceneInput({ lines: [] }));
    expect(timeline.durationSeconds).toBe(ESTABLISHING_SECONDS);
    expect(timeline.frameCount).toBe(72);
    expect(timeline.shots).toHaveLength(1);
    expect(timeline.shots[0]).toMatchObject({ kind: 'establishing', start: 0, end: 3, startFrame: 0, endFrame: 72, lineId: null });
    expect([timeline.talking, timeline.subtitles, timeline.audio.voices, timeline.audio.ducking]).toEqual([[], [], [], []]);
    expect(() => buildSceneTimeline(sceneInput({ lines: [], characters: [], music: null }))).not.toThrow();
  });
});

describe('buildSceneTimeline: shots', () => {
  it("opens on the establishing shot, then the lines' shots, back to back to the end", () => {
    const timeline = buildSceneTimeline(sceneInput({ lines: linesBy([1, 2, 1, 2, 2]) }));
    expect(timeline.shots[0]).toMatchObject({ index: 0, kind: 'establishing', start: 0, end: ESTABLISHING_SECONDS, lineId: null, lineIds: [] });
    // Three-second lines, neither quick nor long: a shot each.
    expect(timeline.shots.slice(1).map((shot) => shot.lineIds)).toEqual([[1], [2], [3], [4], [5]]);
    expect(timeline.shots.slice(1).map((shot) => shot.lineId)).toEqual([1, 2, 3, 4, 5]);
    timeline.shots.forEach((shot, index) => {
      expect(shot.index).toBe(index);
      expect(shot.end).toBeGreaterThan(shot.start);
      const next = timeline.shots[index + 1];
      if (next) {
        expect(next.start).toBe(shot.end);
        expect(next.startFrame).toBe(shot.endFrame);
      }
    });
    expect(timeline.shots.at(-1)).toMatchObject({ end: timeline.durationSeconds, endFrame: timeline.frameCount });
    // Between speakers the next one is heard a few frames before they are seen (J cuts); one speaker going on is cut in the pause.
    const lead = Math.round((J_L_CUT_FRAMES * 1000) / 24) / 1000;
    const [, , second, third, fourth, fifth] = timeline.shots;
    expect([second, third, fourth].map((shot) => shot.start)).toEqual([1, 2, 3].map((index) => timeline.talking[index].start + lead));
    expect(fifth.start).toBe((timeline.talking[3].end + timeline.talking[4].start) / 2);
  });

  it('one speaker: close for short lines, medium for long ones, short lines held, never the same framing twice in a row', () => {
    const timeline = buildSceneTimeline(
      sceneInput({
        characters: [character(1, { name: 'Ana' })],
        lines: [4, 4, 1, 1, 6].map((durationSeconds, index) => line(index + 1, 1, { durationSeconds })),
      }),
    );
    expect(kinds(timeline)).toEqual(['medium', 'close', 'medium']);
    expect(timeline.shots.slice(1).map((shot) => shot.lineIds)).toEqual([[1], [2], [3, 4, 5]]);
    expect(timeline.shots.slice(1).every((shot) => shot.subjectIds.length === 1 && shot.subjectIds[0] === 1)).toBe(true);
  });

  it('two characters talking back and forth: a two-shot to open the exchange and every fourth line, over the shoulder otherwise', () => {
    const timeline = buildSceneTimeline(sceneInput({ lines: linesBy([1, 2, 1, 2, 1, 2]) }));
    expect(kinds(timeline)).toEqual(['two-shot', 'over-the-shoulder', 'over-the-shoulder', 'over-the-shoulder', 'two-shot', 'over-the-shoulder']);
    expect(timeline.shots.slice(1).map((shot) => shot.subjectIds)).toEqual([
      [1, 2],
      [2, 1],
      [1, 2],
      [2, 1],
      [1, 2],
      [2, 1],
    ]);
  });

  it('three or more on stage: wide when the talk passes round the group or the line addresses it', () => {
    const passing = buildSceneTimeline(sceneInput({ characters: threeCharacters, lines: linesBy([1, 2, 3, 1]) }));
    expect(kinds(passing)).toEqual(['two-shot', 'wide', 'wide', 'two-shot']);
    expect(passing.shots[2].subjectIds).toEqual([2, 1, 3]);
    expect(passing.shots[4].subjectIds).toEqual([1, 3]);

    const addressed = buildSceneTimeline(
      sceneInput({ characters: threeCharacters, lines: [line(1, 1, { text: 'Listen up, everyone!' }), line(2, 2), line(3, 1)] }),
    );
    expect(kinds(addressed)).toEqual(['wide', 'two-shot', 'over-the-shoulder']);

    // The two at the ends have someone between them: no shoulder to look over, the speaker alone instead.
    const acrossTheMiddle = buildSceneTimeline(sceneInput({ characters: threeCharacters, lines: linesBy([1, 3, 1]) }));
    expect(kinds(acrossTheMiddle)).toEqual(['two-shot', 'medium', 'medium']);
    expect(acrossTheMiddle.shots[2].subjectIds).toEqual([3]);

    // With only two on stage the same words are just part of their exchange.
    const pair = buildSceneTimeline(sceneInput({ lines: [line(1, 1, { text: 'Listen up, everyone!' }), line(2, 2)] }));
    expect(kinds(pair)).toEqual(['two-shot', 'over-the-shoulder']);
  });

  it('turns to the one a line calls by name: the speaker looks at them, the shot is of the two, and the next line goes on to them', () => {
    const timeline = buildSceneTimeline(
      sceneInput({ characters: threeCharacters, lines: [line(1, 1, { text: 'Can Cy come along?' }), line(2, 2, { text: 'No.' }), line(3, 1, { text: 'Cy! Sit, Cy.' }), line(4, 1, { text: 'Good.' })] }),
    );
    const speakerOf = (lineId: number) => timeline.performances.find((performance) => performance.lineId === lineId && performance.role === 'speaker')!;
    expect(speakerOf(1).lookAtId).toBe(2);
    expect(speakerOf(3).lookAtId).toBe(3);
    expect(speakerOf(4).lookAtId).toBe(3);
    // A new exchange, of Ana and Cy, opens on a two-shot of the two; Ana's next line is hers alone.
    expect(timeline.shots.find((shot) => shot.lineIds.includes(3))).toMatchObject({ kind: 'two-shot', subjectIds: [1, 3] });
    expect(timeline.shots.find((shot) => shot.lineIds.includes(4))).toMatchObject({ subjectIds: [1] });
  });

  it('aims single shots at the speaker from the camera side, two-shots between the pair, over the shoulder from behind the partner', () => {
    // The last line goes on to the same partner, said hard enough for a close shot of its speaker.
    const timeline = buildSceneTimeline(sceneInput({ lines: [...linesBy([1, 2]), line(3, 2, { durationSeconds: 1, emotion: 'angry', intensity: 1 })] }));
    const markOf = (id: number) => timeline.blocking.find((mark) => mark.characterId === id)!;
    const [, twoShot, overShoulder, close] = timeline.shots;
    expect(twoShot.kind).toBe('two-shot');
    expect(twoShot.camera.target[0]).toBeCloseTo((markOf(1).position[0] + markOf(2).position[0]) / 2, 3);
    expect(twoShot.camera.position[2]).toBeGreaterThan(markOf(1).position[2]);

    expect(overShoulder.kind).toBe('over-the-shoulder');
    const distanceTo = (id: number) => Math.hypot(overShoulder.camera.position[0] - markOf(id).position[0], overShoulder.camera.position[2] - markOf(id).position[2]);
    expect(distanceTo(1)).toBeLessThan(distanceTo(2));
    const speakerEyes = projectPoint(overShoulder.camera, eyePoint(markOf(2)));
    expect(speakerEyes.x).toBeGreaterThan(0);
    expect(speakerEyes.x).toBeLessThan(1);

    expect(close).toMatchObject({ kind: 'close', subjectIds: [2] });
    // Off-centre on a third, eyes near the upper third line: framing.spec.ts holds the rules.
    const eyes = projectPoint(close.camera, eyePoint(markOf(2)));
    expect(Math.min(Math.abs(eyes.x - 1 / 3), Math.abs(eyes.x - 2 / 3))).toBeLessThan(0.01);
    expect(eyes.y).toBeGreaterThan(0.2);
    expect(eyes.y).toBeLessThan(0.4);
    expect(close.camera.position[2]).toBeGreaterThan(markOf(2).position[2]);
    // The close shot pushes in slowly towards the speaker.
    const gap = (position: number[]) => Math.hypot(...position.map((value, axis) => value - close.camera.target[axis]));
    expect(gap(close.endCamera.position)).toBeLessThan(gap(close.camera.position));
  });
});

describe('buildSceneTimeline: blocking', () => {
  it('puts every character on stage, speakers or not, left to right on an arc open to the camera', () => {
    const characters = [...threeCharacters, character(4, { name: 'Dee' }), character(5, { name: 'Eli', modelUrl: null })];
    const timeline = buildSceneTimeline(sceneInput({ characters, lines: linesBy([2]) }));
    expect(timeline.blocking.map((mark) => mark.characterId)).toEqual([1, 2, 3, 4, 5]);
    expect(timeline.blocking[4]).toMatchObject({ name: 'Eli', modelUrl: null });
    const xs = timeline.blocking.map((mark) => mark.position[0]);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    expect(timeline.blocking[2].position).toEqual([0, 0, 0]);
    // Symmetric: the ends come forward towards the camera and turn in towards the middle.
    expect(timeline.blocking[0].position[0]).toBeCloseTo(-timeline.blocking[4].position[0], 4);
    expect(timeline.blocking[0].position[2]).toBeGreaterThan(timeline.blocking[1].position[2]);
    expect(timeline.blocking[0].facing).toBeGreaterThan(0);
    expect(timeline.blocking[4].facing).toBeLessThan(0);
    for (const mark of timeline.blocking) expect(Math.abs(mark.facing)).toBeLessThan(Math.PI / 2);
    for (let index = 1; index < 5; index += 1) {
      const [a, b] = [timeline.blocking[index - 1].position, timeline.blocking[index].position];
      expect(Math.hypot(a[0] - b[0], a[2] - b[2])).toBeGreaterThan(1);
    }
  });

  it('stands the cast on the deck of a ship when the set has an ocean', () => {
    const timeline = buildSceneTimeline(sceneInput({ set: { id: 4, name: 'The Brig', type: 'street', oceanType: 'stormy', modelUrl: null } }));
    expect(timeline.set).toMatchObject({ oceanType: 'stormy', floorY: 0.4 });
    for (const mark of timeline.blocking) expect(mark.position[1]).toBe(0.4);
  });
});

describe('buildSceneTimeline: audio', () => {
  it('places each voice clip at its line and the music bed under the whole scene', () => {
    const timeline = buildSceneTimeline(sceneInput());
    expect(timeline.audio.voices).toEqual([
      { lineId: 1, characterId: 1, url: '/media/voice-lines/1/voice.wav', start: 3.25, end: 4.75, mouth: [] },
      { lineId: 2, characterId: 2, url: '/media/voice-lines/2/voice.wav', start: 5.25, end: 7.5, mouth: [] },
    ]);
    expect(timeline.audio.music).toMatchObject({ trackId: 5, url: '/media/music/5/track.mp3', start: 0, end: 7.75, fit: 'trim', sourceDurationSeconds: 60 });
  });

  it("gives each voice clip its line's mouth shapes, from the phonemes its audio was spoken with", () => {
    const [first, second] = sceneInput().lines;
    const phonemes = [
      { start: 0.02, phoneme: 'm' },
      { start: 0.2, phoneme: 'ˈɑː' },
      { start: 9, phoneme: 'm' },
    ];
    const timeline = buildSceneTimeline(sceneInput({ lines: [{ ...first, phonemes }, second] }));
    expect(timeline.audio.voices.map((voice) => voice.mouth)).toEqual([
      [
        { start: 0, shape: 'rest' },
        { start: 0.02, shape: 'closed' },
        { start: 0.2, shape: 'open' },
      ],
      [],
    ]);
  });

  it('loops a track shorter than the scene or of unknown length, and has no bed without music', () => {
    const short = buildSceneTimeline(sceneInput({ music: { id: 5, name: 'Jingle', audioUrl: '/j.mp3', durationSeconds: 2 } }));
    expect(short.audio.music?.fit).toBe('loop');
    const unknown = buildSceneTimeline(sceneInput({ music: { id: 5, name: 'Jingle', audioUrl: '/j.mp3', durationSeconds: null } }));
    expect(unknown.audio.music?.fit).toBe('loop');
    expect(buildSceneTimeline(sceneInput({ music: null })).audio.music).toBeNull();
  });

  it('ducks the music under each voice with ramps that stay inside the scene and never overlap', () => {
    const timeline = buildSceneTimeline(sceneInput({ lines: linesBy([1, 2, 1, 1], { durationSeconds: 0.4 }) }));
    const { ducking, voices } = timeline.audio;
    expect(ducking).toHaveLength(voices.length);
    ducking.forEach((window, index) => {
      const voice = voices[index];
      expect(window).toMatchObject({ lineId: voice.lineId, gain: DUCK_GAIN, attackSeconds: DUCK_ATTACK_SECONDS, releaseSeconds: DUCK_RELEASE_SECONDS });
      expect(window.start).toBeCloseTo(voice.start - DUCK_ATTACK_SECONDS, 9);
      expect(window.end).toBeCloseTo(voice.end + DUCK_RELEASE_SECONDS, 9);
      expect(window.start).toBeGreaterThanOrEqual(0);
      expect(window.end).toBeLessThanOrEqual(timeline.durationSeconds);
      if (index > 0) expect(window.start).toBeGreaterThan(ducking[index - 1].end);
    });
  });
});

describe('buildSceneTimeline: subtitles', () => {
  it('has one cue per line in order, with the speaker and the text, while and just after the voice', () => {
    const lines = [line(1, 2, { text: '¿Dónde están las vacas?' }), line(2, 1, { text: 'In the "north" field.' }), line(3, 2, { text: 'Again?' })];
    const timeline = buildSceneTimeline(sceneInput({ lines }));
    expect(timeline.subtitles.map(({ lineId, speaker, text, characterId }) => ({ lineId, speaker, text, characterId }))).toEqual([
      { lineId: 1, speaker: 'Ben', text: '¿Dónde están las vacas?', characterId: 2 },
      { lineId: 2, speaker: 'Ana', text: 'In the "north" field.', characterId: 1 },
      { lineId: 3, speaker: 'Ben', text: 'Again?', characterId: 2 },
    ]);
    timeline.subtitles.forEach((cue, index) => {
      expect(cue.start).toBe(timeline.talking[index].start);
      expect(cue.end).toBeGreaterThan(timeline.talking[index].end);
      expect(cue.end).toBeLessThanOrEqual(timeline.subtitles[index + 1]?.start ?? timeline.durationSeconds);
    });
  });
});

describe('buildSceneTimeline: contract and determinism', () => {
  it('gives the same timeline for the same input, and it matches the contract', () => {
    const input = sceneInput({ characters: threeCharacters, lines: linesBy([1, 2, 3, 3, 1, 2, 2, 1], { durationSeconds: 1.9 }) });
    const first = buildSceneTimeline(input);
    const second = buildSceneTimeline(structuredClone(input));
    expect(second).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(sceneTimelineSchema.parse(first)).toEqual(first);
  });

  it.each([
    ['a negative duration', { lines: [line(1, 1, { durationSeconds: -1 })] }, 'positive'],
    ['a zero duration', { lines: [line(1, 1, { durationSeconds: 0 })] }, 'positive'],
    ['an infinite duration', { lines: [line(1, 1, { durationSeconds: Infinity })] }, 'finite'],
    ['a duration that is not a number', { lines: [line(1, 1, { durationSeconds: Number.NaN })] }, 'finite'],
    ['a speaker who is not in the scene', { lines: [line(4, 9)] }, 'Voice line 4 is spoken by character 9, who is not in the scene.'],
    ['a character listed twice', { characters: [character(1), character(1)], lines: [] }, 'Character 1 is listed twice.'],
    ['an unknown set type', { set: { id: 1, name: 'Moon', type: 'moon' as 'farm', oceanType: null, modelUrl: null } }, 'Set type must be one of'],
  ])('rejects %s with a clear message', (_label, overrides, message) => {
    const build = () => buildSceneTimeline(sceneInput(overrides));
    expect(build).toThrow(ZodError);
    expect(build).toThrow(message);
  });
});

describe('the time of day and weather of the timeline', () => {
  const base = { set: { id: 1, name: 'Pier', type: 'street' as const, oceanType: null, modelUrl: null }, music: null, characters: [], lines: [] };

  it("are the scene's own when it has them", () => {
    const timeline = buildSceneTimeline({ ...base, scene: { id: 1, name: 'EXT. PIER - DAY', timeOfDay: 'night', weather: 'snow' } });
    expect([timeline.timeOfDay, timeline.weather]).toEqual(['night', 'snow']);
  });

  it('are read from the heading and description when it has none', () => {
    const timeline = buildSceneTimeline({ ...base, scene: { id: 1, name: 'EXT. PIER - DUSK', description: 'Fog creeps over the boards.', timeOfDay: null, weather: null } });
    expect([timeline.timeOfDay, timeline.weather]).toEqual(['dusk', 'fog']);
  });

  it('are day and clear for a scene that says nothing', () => {
    const timeline = buildSceneTimeline({ ...base, scene: { id: 1, name: 'Talk' } });
    expect([timeline.timeOfDay, timeline.weather]).toEqual(['day', 'clear']);
  });
});

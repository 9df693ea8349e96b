import type { ScenePace } from '@studio/contracts/direction';
import { type SceneTimeline, sceneTimelineSchema, type TimelineInput, type TimelineShot } from '@studio/contracts/timeline';
import { type GeneratedScene, generatedScene, generatedScenes } from '../test/generated-scenes';
import { character, line, sceneInput } from '../test/scene-input';
import { angleAround, lineOfAction, MIN_CUT_ANGLE_DEGREES } from './camera-space';
import { J_L_CUT_FRAMES, MIN_SHOT_MS, PACE_EDITING } from './editing';
import { shotSubject } from './framing';
import { performanceFor } from './performance/inference';
import { addressees } from './performance/addressee';
import { buildSceneTimeline, LINE_PAUSE_SECONDS } from './scene-timeline';
import { CLOSE_INTENSITY, TIGHTNESS } from './shots';

/**
 * The editing rules, each checked over scenes from a seeded generator (2-4 characters, 4-30 lines
 * of varied lengths, feelings and speakers, on every kind of set, at every pace).
 */

type Line = TimelineInput['lines'][number];

interface Built {
  scene: GeneratedScene;
  timeline: SceneTimeline;
  lines: Line[];
  pace: ScenePace;
}

const build = (scene: GeneratedScene): Built => ({
  scene,
  timeline: buildSceneTimeline(scene.input),
  lines: scene.input.lines,
  pace: scene.input.scene.pace ?? 'normal',
});
const SCENES = generatedScenes(60).map(build);
const DIRECTED = generatedScenes(40, { directedShare: 0.35, pausedShare: 0.2 }).map((scene) => build({ ...scene, seed: scene.seed + 1000 }));

const talkOf = (timeline: SceneTimeline, lineId: number) => timeline.talking.find((talk) => talk.lineId === lineId)!;
const shotAt = (timeline: SceneTimeline, seconds: number) => timeline.shots.find((shot) => shot.start <= seconds && seconds < shot.end)!;
const middleOf = ({ start, end }: { start: number; end: number }) => (start + end) / 2;
const where = ({ scene }: Built, detail: string) => `seed ${scene.seed}: ${detail}`;
/** The one a line is said to, as the editing reads it (see addressees). */
const addresseeOf = ({ scene, lines }: Built, index: number) => addressees(lines, scene.input.characters)[index] ?? undefined;

function expectValid({ timeline, lines }: Built) {
  expect(sceneTimelineSchema.parse(timeline)).toEqual(timeline);
  const { shots } = timeline;
  expect(shots[0]).toMatchObject({ index: 0, start: 0, startFrame: 0 });
  expect(shots.at(-1)).toMatchObject({ end: timeline.durationSeconds, endFrame: timeline.frameCount });
  shots.forEach((shot, index) => {
    expect(shot.index).toBe(index);
    expect(shot.end).toBeGreaterThan(shot.start);
    expect(shot.lineId).toBe(shot.lineIds[0] ?? null);
    if (index > 0) {
      expect(shot.start).toBe(shots[index - 1].end);
      expect(shot.startFrame).toBe(shots[index - 1].endFrame);
    }
  });
  // Every line is in a shot, and the shots list them in scene order.
  const listed = shots.flatMap((shot) => shot.lineIds);
  expect([...new Set(listed)]).toEqual(lines.map((each) => each.id));
  const order = listed.map((id) => lines.findIndex((each) => each.id === id));
  expect(order).toEqual([...order].sort((a, b) => a - b));
}

describe('editing: the timeline stays whole', () => {
  it('covers every scene with contiguous shots that list every line, valid against the contract', () => {
    for (const built of [...SCENES, ...DIRECTED]) expectValid(built);
  });

  it('gives the same shots for the same scene', () => {
    const { input } = generatedScene(7, { directedShare: 0.3 });
    expect(buildSceneTimeline(structuredClone(input)).shots).toEqual(buildSceneTimeline(input).shots);
  });
});

describe('editing: not one cut per line', () => {
  it('cuts at fewer than four in five boundaries between lines, and holds some shots over three lines or more', () => {
    let boundaries = 0;
    let cuts = 0;
    for (const { timeline, lines } of SCENES) {
      boundaries += lines.length - 1;
      // A boundary is cut when the next line opens a shot of its own.
      cuts += lines.slice(1).filter((each) => timeline.shots.some((shot) => shot.lineIds[0] === each.id)).length;
    }
    expect(cuts).toBeLessThan(boundaries * 0.8);
    expect(SCENES.filter(({ timeline }) => timeline.shots.some((shot) => shot.lineIds.length >= 3)).length).toBeGreaterThan(10);
  });

  it('holds a quick back-and-forth between two characters in one two-shot', () => {
    const problems: string[] = [];
    let exchanges = 0;
    for (const built of SCENES) {
      const { timeline, lines, pace } = built;
      const quick = (each: Line | undefined) => each !== undefined && each.durationSeconds <= PACE_EDITING[pace].quickLineSeconds && performanceFor(each).intensity < CLOSE_INTENSITY;
      // Runs, from the left, of quick lines going back and forth between the same two characters.
      for (let index = 0; index < lines.length; index += 1) {
        const pair = [lines[index].characterId, lines[index + 1]?.characterId];
        let end = index;
        while (quick(lines[end]) && quick(lines[end + 1]) && lines[end + 1].characterId !== lines[end].characterId && pair.includes(lines[end + 1].characterId)) end += 1;
        if (end === index) continue;
        exchanges += 1;
        const shots = new Set(lines.slice(index, end + 1).map((each) => shotAt(timeline, middleOf(talkOf(timeline, each.id)))));
        const [shot] = shots;
        if (shots.size !== 1 || shot.kind !== 'two-shot' || !pair.every((id) => shot.subjectIds.includes(id!))) {
          problems.push(where(built, `lines ${lines[index].id}-${lines[end].id} in ${[...shots].map((each) => `${each.kind} #${each.index}`)}`));
        }
        index = end;
      }
    }
    expect(exchanges).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it("cuts to a listener's reaction during long or emotional lines", () => {
    const problems: string[] = [];
    let reactions = 0;
    for (const built of SCENES) {
      const { timeline, lines, pace } = built;
      lines.forEach((each) => {
        const acted = performanceFor(each);
        const emotional = acted.emotion !== 'neutral' && acted.intensity >= PACE_EDITING[pace].reactionIntensity;
        if (!(each.durationSeconds >= PACE_EDITING[pace].reactionAfterSeconds || emotional) || each.durationSeconds * 1000 < 2 * MIN_SHOT_MS) return;
        reactions += 1;
        const talk = talkOf(timeline, each.id);
        // A shot about someone else (a reaction, or whoever answers seen over the speaker's shoulder) cut to while the line plays.
        const listening = timeline.shots.some((shot) => shot.start > talk.start && shot.start < talk.end && shot.subjectIds.length > 0 && shot.subjectIds[0] !== each.characterId);
        if (!listening) problems.push(where(built, `line ${each.id} (${each.durationSeconds} s, ${acted.emotion} ${acted.intensity}) never shows a listener`));
      });
    }
    expect(reactions).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('cuts between speakers a few frames before or after the voices (J and L cuts), not always in the middle of the pause', () => {
    const offsets: { kind: 'J' | 'L' | 'middle' }[] = [];
    const problems: string[] = [];
    for (const built of SCENES) {
      const { timeline, lines } = built;
      const few = Math.round((J_L_CUT_FRAMES * 1000) / timeline.fps) / 1000 + 1e-9;
      timeline.shots.slice(1).forEach((shot, position) => {
        const before = timeline.shots[position];
        const index = lines.findIndex((each) => each.id === shot.lineId);
        // A cut at a line boundary: the shot opens on a line the shot before does not list.
        if (index <= 0 || before.lineIds.includes(shot.lineId!)) return;
        const [previous, next] = [talkOf(timeline, lines[index - 1].id), talkOf(timeline, lines[index].id)];
        const middle = (previous.end + next.start) / 2;
        if (Math.abs(shot.start - middle) < 1e-6) offsets.push({ kind: 'middle' });
        else if (shot.start < previous.end && shot.start >= previous.end - few) offsets.push({ kind: 'L' });
        else if (shot.start > next.start && shot.start <= next.start + few) offsets.push({ kind: 'J' });
        else problems.push(where(built, `cut at ${shot.start} between voices ending ${previous.end} and starting ${next.start}`));
      });
    }
    expect(problems).toEqual([]);
    const share = (kind: string) => offsets.filter((offset) => offset.kind === kind).length / offsets.length;
    expect(share('J')).toBeGreaterThan(0.15);
    expect(share('L')).toBeGreaterThan(0.1);
    expect(share('middle')).toBeLessThan(0.75);
  });
});

describe('editing: the camera', () => {
  it('tightens the shot as intensity rises: a line said at CLOSE_INTENSITY or more opens close on its speaker', () => {
    const problems: string[] = [];
    let intense = 0;
    for (const built of SCENES) {
      const { timeline, lines } = built;
      lines.forEach((each) => {
        if (performanceFor(each).intensity < CLOSE_INTENSITY || /\b(everyone|listen up)\b/i.test(each.text)) return;
        intense += 1;
        const shot = shotAt(timeline, talkOf(timeline, each.id).start + 1e-3);
        const own = timeline.shots.find((candidate) => candidate.lineIds.includes(each.id))!;
        if (own.kind !== 'close' || own.subjectIds[0] !== each.characterId) problems.push(where(built, `line ${each.id} opens in ${own.kind} [${own.subjectIds}] (at its voice: ${shot.kind})`));
      });
    }
    expect(intense).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('never looser as one line is said more intensely', () => {
    for (const { input } of generatedScenes(30, { pace: 'normal' })) {
      for (const index of [1, 3]) {
        const at = (intensity: number) => {
          const lines = input.lines.map((each, position) => (position === index ? { ...each, intensity } : each));
          const timeline = buildSceneTimeline({ ...input, lines });
          return timeline.shots.find((shot) => shot.lineIds.includes(lines[index].id))!;
        };
        const [calm, intense] = [at(0.2), at(0.95)];
        expect(TIGHTNESS[intense.kind]).toBeGreaterThanOrEqual(TIGHTNESS[calm.kind]);
      }
    }
  });

  it('never cuts between two shots of one subject less than 30 degrees apart', () => {
    const problems: string[] = [];
    let sameSubjectCuts = 0;
    for (const built of [...SCENES, ...DIRECTED]) {
      const { timeline, lines } = built;
      const directed = (shot: TimelineShot) => shot.lineIds.some((id) => lines.find((each) => each.id === id)!.camera);
      timeline.shots.slice(1).forEach((shot, position) => {
        const before = timeline.shots[position];
        const asChoice = (each: TimelineShot) => ({ kind: each.kind, subjectIds: each.subjectIds, point: each.camera.target });
        const [a, b] = [shotSubject(asChoice(before), timeline.blocking), shotSubject(asChoice(shot), timeline.blocking)];
        if (a.key !== b.key || shot.kind === 'insert') return;
        // Two shots the director asked for are kept as asked.
        if (directed(before) && directed(shot)) return;
        sameSubjectCuts += 1;
        const angle = angleAround(a.at, before.endCamera.position, shot.camera.position);
        if (angle < MIN_CUT_ANGLE_DEGREES) problems.push(where(built, `${before.kind} #${before.index} to ${shot.kind} #${shot.index} of ${a.key}: ${angle.toFixed(1)}°`));
      });
    }
    expect(sameSubjectCuts).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('keeps the 180-degree rule: every shot of two people talking has its camera on the same side of the line between them', () => {
    const problems: string[] = [];
    for (const built of SCENES) {
      const { timeline, lines } = built;
      const markOf = (id: number) => timeline.blocking.find((mark) => mark.characterId === id)!;
      lines.forEach((each, index) => {
        const partner = addresseeOf(built, index);
        if (partner === undefined) return;
        const pair = [each.characterId, partner];
        const talk = talkOf(timeline, each.id);
        const shots = timeline.shots.filter((shot) => shot.end > talk.start && shot.start < talk.end && shot.kind !== 'wide' && shot.kind !== 'establishing');
        const [a, b] = pair.map(markOf);
        const { normal } = lineOfAction(a, b);
        const middle = [(a.position[0] + b.position[0]) / 2, (a.position[2] + b.position[2]) / 2];
        for (const shot of shots) {
          if (!shot.subjectIds.every((id) => pair.includes(id))) continue;
          for (const pose of [shot.camera, shot.endCamera]) {
            const side = (pose.position[0] - middle[0]) * normal[0] + (pose.position[2] - middle[1]) * normal[1];
            if (side <= 0) problems.push(where(built, `line ${each.id}: ${shot.kind} #${shot.index} [${shot.subjectIds}] crosses the line between ${pair}`));
          }
        }
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('editing: pace and pauses', () => {
  const averageShotSeconds = (pace: ScenePace) => {
    const timelines = generatedScenes(40, { pace }).map(({ input }) => buildSceneTimeline(input));
    const seconds = timelines.reduce((sum, timeline) => sum + timeline.durationSeconds - timeline.shots[0].end, 0);
    return seconds / timelines.reduce((sum, timeline) => sum + timeline.shots.length - 1, 0);
  };

  it('sets the average shot length: calm longer, brisk shorter', () => {
    const [calm, normal, brisk] = (['calm', 'normal', 'brisk'] as const).map(averageShotSeconds);
    expect(calm).toBeGreaterThan(normal * 1.2);
    expect(normal).toBeGreaterThan(brisk * 1.2);
  });

  it("puts each line's own pause before it, and scales the default pause with the pace", () => {
    for (const pace of ['calm', 'normal', 'brisk'] as const) {
      const { input } = generatedScene(11, { pace, pausedShare: 0.5 });
      const timeline = buildSceneTimeline(input);
      const pause = LINE_PAUSE_SECONDS * PACE_EDITING[pace].pauseScale;
      input.lines.forEach((each, index) => {
        const silenceFrom = index === 0 ? timeline.shots[0].end : timeline.talking[index - 1].end;
        const expected = each.pauseBefore !== null && each.pauseBefore !== undefined ? each.pauseBefore / 1000 : index === 0 ? pause / 2 : pause;
        expect(timeline.talking[index].start - silenceFrom).toBeCloseTo(expected, 9);
      });
    }
  });

  it('keeps subtitles and music ducking from overlapping when lines follow without a pause', () => {
    const lines = [line(1, 1, { durationSeconds: 1 }), line(2, 2, { durationSeconds: 1, pauseBefore: 0 }), line(3, 1, { durationSeconds: 1, pauseBefore: 100 })];
    const timeline = buildSceneTimeline(sceneInput({ scene: { id: 1, name: 'Quick', pace: 'brisk' }, lines }));
    const { ducking } = timeline.audio;
    ducking.forEach((window, index) => {
      if (index > 0) expect(window.start).toBeGreaterThanOrEqual(ducking[index - 1].end);
      expect(window.end).toBeLessThanOrEqual(timeline.durationSeconds);
      expect(window.attackSeconds + window.releaseSeconds).toBeLessThanOrEqual(window.end - window.start);
    });
    timeline.subtitles.forEach((cue, index) => expect(cue.end).toBeLessThanOrEqual(timeline.subtitles[index + 1]?.start ?? timeline.durationSeconds));
  });
});

describe('editing: the director wins', () => {
  it("shows each line in the shot its director asked for, framing the subject asked for, through the middle of its voice", () => {
    const problems: string[] = [];
    let directedLines = 0;
    for (const built of DIRECTED) {
      const { timeline, lines } = built;
      const cast = timeline.blocking.map((mark) => mark.characterId);
      lines.forEach((each, index) => {
        if (!each.camera) return;
        directedLines += 1;
        const { kind, subjectId } = each.camera;
        const shot = shotAt(timeline, middleOf(talkOf(timeline, each.id)));
        const wantedKind = kind === 'close-up' ? 'close' : kind;
        const usual = kind === 'reaction' ? (addresseeOf(built, index) ?? cast.find((id) => id !== each.characterId)) : each.characterId;
        const wantedSubject = subjectId ?? usual;
        const ok =
          shot.lineIds.includes(each.id) &&
          shot.kind === wantedKind &&
          (kind === 'insert' ? shot.subjectIds.length === 0 : kind === 'establishing' ? shot.subjectIds.length === cast.length : shot.subjectIds[0] === wantedSubject);
        if (!ok) problems.push(where(built, `line ${each.id} asked for ${kind} of ${subjectId ?? 'the usual'}, shows ${shot.kind} [${shot.subjectIds}] #${shot.index}`));
        // No cut inside the line's voice but a J or L cut's few frames at its ends.
        const talk = talkOf(timeline, each.id);
        const few = Math.round((J_L_CUT_FRAMES * 1000) / timeline.fps) / 1000 + 1e-9;
        const inside = timeline.shots.filter((other) => other.start > talk.start + few && other.start < talk.end - few);
        if (inside.length > 0) problems.push(where(built, `line ${each.id} is cut inside its voice at ${inside.map((other) => other.start)}`));
      });
    }
    expect(directedLines).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it("looks at the line's action target in an insert, else at the hands of its subject (the speaker unless one is named)", () => {
    const characters = [character(1), character(2)];
    const target: [number, number, number] = [0.5, 0.9, 1.4];
    const timeline = buildSceneTimeline(
      sceneInput({
        characters,
        lines: [
          line(1, 1, { camera: { kind: 'insert' }, actionTarget: target }),
          line(2, 2, { camera: { kind: 'insert' } }),
          line(3, 2, { camera: { kind: 'insert', subjectId: 1 } }),
          line(4, 1, { camera: { kind: 'reaction' } }),
        ],
      }),
    );
    const [, onTarget, onSpeakersHands, onNamedHands, reaction] = timeline.shots;
    expect(onTarget).toMatchObject({ kind: 'insert', lineIds: [1], subjectIds: [] });
    onTarget.camera.target.forEach((value, axis) => expect(value).toBeCloseTo(target[axis], 2));
    const handsOf = (id: number) => {
      const mark = timeline.blocking.find((candidate) => candidate.characterId === id)!;
      const [x, , z] = mark.position;
      return { mark, ahead: [Math.sin(mark.facing), Math.cos(mark.facing)], x, z };
    };
    for (const [shot, id] of [[onSpeakersHands, 2], [onNamedHands, 1]] as const) {
      const { mark, ahead, x, z } = handsOf(id);
      expect(shot).toMatchObject({ kind: 'insert' });
      // At hand height, a little in front of the subject, not at the other one.
      expect(shot.camera.target[1]).toBeGreaterThan(mark.height * 0.4);
      expect(shot.camera.target[1]).toBeLessThan(mark.height * 0.7);
      const toward = (shot.camera.target[0] - x) * ahead[0] + (shot.camera.target[2] - z) * ahead[1];
      expect(toward).toBeGreaterThan(0.1);
      expect(Math.hypot(shot.camera.target[0] - x, shot.camera.target[2] - z)).toBeLessThan(0.4);
    }
    expect(reaction).toMatchObject({ kind: 'reaction', lineIds: [4], subjectIds: [2] });
  });

  it('frames a directed subject who is not in the scene as the kind usually does', () => {
    const timeline = buildSceneTimeline(sceneInput({ lines: [line(1, 1, { camera: { kind: 'close-up', subjectId: 99 } })] }));
    expect(timeline.shots[1]).toMatchObject({ kind: 'close', subjectIds: [1] });
  });
});

import { SET_TYPES } from '@studio/contracts/sets';
import type { CameraPose, CharacterMark, SceneTimeline, TimelineInput, TimelineShot, Vector3 } from '@studio/contracts/timeline';
import { clearance, coverage, frameExtent, occludedShare, viewFrom } from '../test/frame-view';
import { character, line, sceneInput } from '../test/scene-input';
import { bodyBox, DEFAULT_CHARACTER_HEIGHT, eyePoint, headBox, STAND_IN_HEIGHT } from './body';
import { stageFor } from './blocking';
import { buildSceneTimeline } from './scene-timeline';
import { faceDirection } from './single-framing';

/**
 * The framing rules, checked by projecting every character's head and body boxes through every
 * shot's camera, at the cut and at the end of its push-in, for every set (the ship too), casts of
 * one to five, and typical, short, tall and mixed heights. Positions in the frame are fractions
 * of it: x from the left edge, y from the top edge.
 */

// ---- the scenes ----

type SetInput = TimelineInput['set'];
type CharacterInput = TimelineInput['characters'][number];

const setOf = (overrides: Partial<SetInput> = {}): SetInput => ({ id: 3, name: 'Set', type: 'farm', oceanType: null, modelUrl: '/media/sets/3/set.glb', ...overrides });
const SETS: [string, SetInput][] = [
  ...SET_TYPES.map((type): [string, SetInput] => [type, setOf({ type, name: type })]),
  ['ship', setOf({ type: 'street', oceanType: 'calm', name: 'The Brig' })],
];

/** The local model engine's shortest and tallest humanoids ('short', 'tall' in the description), tops of their heads. */
const SHORT = 1.64;
const TALL = 2.04;
const HEIGHTS: [string, (index: number) => Partial<CharacterInput>][] = [
  ['typical', () => ({})],
  ['short', () => ({ height: SHORT })],
  ['tall', () => ({ height: TALL })],
  ['mixed', (index) => ({ height: index % 2 === 0 ? TALL : SHORT })],
];
const CAST_SIZES = [1, 2, 3, 4, 5];

const castOf = (count: number, heightAt: (index: number) => Partial<CharacterInput>) =>
  Array.from({ length: count }, (_, index) => character(index + 1, heightAt(index)));

interface Scene {
  label: string;
  timeline: SceneTimeline;
  /** The pair whose exchange the scene is, for the 180-degree rule. */
  pair: [number, number] | null;
}

/**
 * Scenes that give every shot kind for every character: a short then a long line alone (close,
 * then medium from at least 30 degrees further round), an exchange of five lines for every pair
 * (two-shot, three over-the-shoulder shots, or mediums when someone stands between them,
 * two-shot), with three or more a line to everyone (wide), with two or more a long line that cuts
 * to a listener's reaction, and an insert; each opens on the establishing shot.
 */
function scenesFor(set: SetInput, count: number, heightAt: (index: number) => Partial<CharacterInput>): Scene[] {
  const characters = castOf(count, heightAt);
  const build = (lines: TimelineInput['lines']) => buildSceneTimeline(sceneInput({ set, characters, lines }));
  const ids = characters.map((cast) => cast.id);
  const singles = ids.map((id) => ({ label: `alone ${id}`, pair: null, timeline: build([line(1, id, { durationSeconds: 2.5 }), line(2, id, { durationSeconds: 4 })]) }));
  const pairs = ids.flatMap((first) =>
    ids
      .filter((second) => second > first)
      .map((second): Scene => ({
        label: `exchange ${first}-${second}`,
        pair: [first, second],
        timeline: build([first, second, first, second, first].map((speaker, index) => line(index + 1, speaker))),
      })),
  );
  const group = count >= 3 ? [{ label: 'to everyone', pair: null, timeline: build([line(1, 2, { text: 'Listen up, everyone!' })]) }] : [];
  // A long line cuts to a listener's reaction; an insert looks at the middle of the set.
  const reactions = count >= 2 ? ids.map((id) => ({ label: `heard by another ${id}`, pair: null, timeline: build([line(1, id, { durationSeconds: 6 })]) })) : [];
  const insert = { label: 'insert', pair: null, timeline: build([line(1, ids[0], { camera: { kind: 'insert' } })]) };
  return [...singles, ...pairs, ...group, ...reactions, insert];
}

const cache = new Map<string, Scene[]>();
function scenes(setLabel: string, set: SetInput, count: number, heightsLabel: string, heightAt: (index: number) => Partial<CharacterInput>): Scene[] {
  const key = `${setLabel}|${count}|${heightsLabel}`;
  if (!cache.has(key)) cache.set(key, scenesFor(set, count, heightAt));
  return cache.get(key)!;
}

/** Every shot of every scene on `set`, with a label that says where it came from. */
function shotsOn(setLabel: string, set: SetInput): { where: string; shot: TimelineShot; timeline: SceneTimeline; scene: Scene }[] {
  return CAST_SIZES.flatMap((count) =>
    HEIGHTS.flatMap(([heightsLabel, heightAt]) =>
      scenes(setLabel, set, count, heightsLabel, heightAt).flatMap((scene) =>
        scene.timeline.shots.map((shot) => ({
          where: `${setLabel}, ${count} ${heightsLabel}, ${scene.label}, shot ${shot.index} ${shot.kind} [${shot.subjectIds.join(',')}]`,
          shot,
          timeline: scene.timeline,
          scene,
        })),
      ),
    ),
  );
}

const posesOf = (shot: TimelineShot): [string, CameraPose][] => [
  ['cut', shot.camera],
  ['end', shot.endCamera],
];
const markIn = (timeline: SceneTimeline, id: number): CharacterMark => timeline.blocking.find((mark) => mark.characterId === id)!;
const headCentre = (mark: CharacterMark) => headBox(mark).centre;
/**
 * Which way the face turns in the frame: a point a centimetre in front of the head's centre, near
 * enough that perspective cannot swing it to the other side when the subject looks almost into the lens.
 */
/** A point just ahead of the head along `direction` (by default the mark's facing). */
const ahead = (mark: CharacterMark, direction = mark.facing): Vector3 => {
  const centre = headCentre(mark);
  return [centre[0] + 0.01 * Math.sin(direction), centre[1], centre[2] + 0.01 * Math.cos(direction)];
};

// ---- the rules' numbers, worst across the suite (printed with FRAMING_REPORT=1) ----

const worst = {
  headroomMin: Infinity,
  headroomMax: -Infinity,
  eyesFromThirdLine: 0,
  leadRoomMin: Infinity,
  otsCoverageMin: Infinity,
  otsCoverageMax: -Infinity,
  speakerCovered: 0,
  otsFaceTurn: 0,
  cameraClearance: Infinity,
};
afterAll(() => {
  if (process.env.FRAMING_REPORT) process.stdout.write(`framing worst cases: ${JSON.stringify(worst, null, 2)}\n`);
});

/** Close and medium shots and the speaker in an over-the-shoulder shot: the top of the head this far from the frame's top. */
const HEADROOM = { min: 0.05, max: 0.15 };
/** The eyes within this much of the upper third line. */
const EYE_LINE_TOLERANCE = 0.1;
/** A subject is off-centre by at least this, on the side away from where they look. */
const MIN_LEAD_OFFSET = 0.1;
const MAX_OTS_COVERAGE = 1 / 3;
/** Below this the listener is not in the shot at all: it is not over anyone's shoulder. */
const MIN_OTS_COVERAGE = 0.03;
/** Beyond this the speaker's face is not seen whole. */
const MAX_OTS_FACE_TURN_DEGREES = 60;
const MIN_CLEARANCE = 0.1;

describe.each(SETS)('framing on the %s set', (setLabel, set) => {
  const stage = stageFor(set);
  const all = () => shotsOn(setLabel, set);

  it("keeps every subject's whole head in the frame, in every shot kind", () => {
    const problems: string[] = [];
    const kinds = new Set<string>();
    for (const { where, shot, timeline } of all()) {
      kinds.add(shot.kind);
      for (const [when, pose] of posesOf(shot)) {
        const view = viewFrom(pose);
        // The listener in the foreground of an over-the-shoulder shot is meant to be cut by the frame.
        for (const id of shot.kind === 'over-the-shoulder' ? shot.subjectIds.slice(0, 1) : shot.subjectIds) {
          const extent = frameExtent(view, headBox(markIn(timeline, id)));
          const inside = extent && extent.left >= 0 && extent.right <= 1 && extent.top >= 0 && extent.bottom <= 1;
          if (!inside) problems.push(`${where} (${when}): head of ${id} at ${JSON.stringify(extent)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...kinds].sort()).toEqual(['close', 'establishing', 'insert', 'medium', 'over-the-shoulder', 'reaction', 'two-shot', 'wide']);
  });

  it('close, medium, reaction and over-the-shoulder shots: the top of the head 5–15% below the frame top, the eyes near the upper third line', () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      if (!['close', 'medium', 'reaction', 'over-the-shoulder'].includes(shot.kind)) continue;
      const speaker = markIn(timeline, shot.subjectIds[0]);
      for (const [when, pose] of posesOf(shot)) {
        const view = viewFrom(pose);
        const top = frameExtent(view, headBox(speaker))!.top;
        const eyes = view.project(eyePoint(speaker)).y;
        worst.headroomMin = Math.min(worst.headroomMin, top);
        worst.headroomMax = Math.max(worst.headroomMax, top);
        worst.eyesFromThirdLine = Math.max(worst.eyesFromThirdLine, Math.abs(eyes - 1 / 3));
        if (top < HEADROOM.min || top > HEADROOM.max) problems.push(`${where} (${when}): top of head at ${top.toFixed(3)}`);
        if (Math.abs(eyes - 1 / 3) > EYE_LINE_TOLERANCE) problems.push(`${where} (${when}): eyes at ${eyes.toFixed(3)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('two-shots: both heads whole with 5–15% headroom over the taller one', () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      if (shot.kind !== 'two-shot') continue;
      const view = viewFrom(shot.camera);
      const top = Math.min(...shot.subjectIds.map((id) => frameExtent(view, headBox(markIn(timeline, id)))!.top));
      worst.headroomMin = Math.min(worst.headroomMin, top);
      worst.headroomMax = Math.max(worst.headroomMax, top);
      if (top < HEADROOM.min || top > HEADROOM.max) problems.push(`${where}: top of the taller head at ${top.toFixed(3)}`);
    }
    expect(problems).toEqual([]);
  });

  // With four or five on a narrow deck, a turn that moves the mast aside cuts or hides someone
  // else: there the two-shot keeps everyone whole and the mast may stand between.
  it("two-shots of a cast of two or three: no post of the set (the ship's mast) stands up in the open middle between the pair", () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      if (shot.kind !== 'two-shot' || timeline.blocking.length > 3) continue;
      const view = viewFrom(shot.camera);
      const eyes = shot.subjectIds.map((id) => eyePoint(markIn(timeline, id)));
      const [left, right] = eyes.map((eye) => view.project(eye).x).sort((a, b) => a - b);
      const eyeLevel = (eyes[0][1] + eyes[1][1]) / 2;
      for (const pillar of stage.pillars ?? []) {
        const { x, depth } = view.project([pillar[0], eyeLevel, pillar[2]]);
        // Hidden behind a head, or beside the pair, it does not divide them.
        if (depth > 0 && x > left + 0.06 && x < right - 0.06) problems.push(`${where}: post at x ${x.toFixed(3)} between heads at ${left.toFixed(3)} and ${right.toFixed(3)}`);
      }
    }
    expect(problems).toEqual([]);
    if (setLabel === 'ship') expect(stage.pillars?.length).toBeGreaterThan(0);
  });

  it('lead room: the subject off-centre, the open side towards whom they face or talk to', () => {
    const problems: string[] = [];
    const check = (where: string, pose: CameraPose, subject: CharacterMark, lookingAt: Vector3) => {
      const view = viewFrom(pose);
      const x = view.project(headCentre(subject)).x;
      const looks = Math.sign(view.project(lookingAt).x - x);
      // Negative: the subject sits on the side away from where they look.
      const offset = -(x - 0.5) * looks;
      worst.leadRoomMin = Math.min(worst.leadRoomMin, offset);
      if (looks === 0 || offset < MIN_LEAD_OFFSET) problems.push(`${where}: subject at ${x.toFixed(3)}, looking ${looks > 0 ? 'right' : 'left'}`);
    };
    for (const { where, shot, timeline } of all()) {
      const [speaker, partner] = shot.subjectIds.map((id) => markIn(timeline, id));
      for (const [when, pose] of posesOf(shot)) {
        if (shot.kind === 'close' || shot.kind === 'medium' || shot.kind === 'reaction') {
          // The face points where the head turns to whom the subject looks at during the line.
          const lookAtId = timeline.performances.find((performance) => performance.characterId === speaker.characterId && performance.lineId === shot.lineId)?.lookAtId;
          const lookedAt = timeline.blocking.find((mark) => mark.characterId === lookAtId);
          check(`${where} (${when})`, pose, speaker, ahead(speaker, faceDirection(speaker, lookedAt)));
        }
        if (shot.kind === 'over-the-shoulder') check(`${where} (${when})`, pose, speaker, headCentre(partner));
        if (shot.kind === 'two-shot') {
          check(`${where} (${when}) speaker`, pose, speaker, headCentre(partner));
          check(`${where} (${when}) partner`, pose, partner, headCentre(speaker));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a single sees the face, turned to whom the subject looks at, from at most 65 degrees off it (no profiles)', () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      if (shot.kind !== 'close' && shot.kind !== 'medium' && shot.kind !== 'reaction') continue;
      const subject = markIn(timeline, shot.subjectIds[0]);
      const lookAtId = timeline.performances.find((performance) => performance.characterId === subject.characterId && performance.lineId === shot.lineId)?.lookAtId;
      const face = faceDirection(subject, timeline.blocking.find((mark) => mark.characterId === lookAtId));
      for (const [when, pose] of posesOf(shot)) {
        const toCamera = Math.atan2(pose.position[0] - subject.position[0], pose.position[2] - subject.position[2]);
        const off = Math.abs(Math.atan2(Math.sin(toCamera - face), Math.cos(toCamera - face))) * (180 / Math.PI);
        if (off > 65) problems.push(`${where} (${when}): the camera ${off.toFixed(0)} degrees off the face`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("over the shoulder: the speaker's whole face uncovered, the listener's head and shoulder on at most a third of the frame", () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      if (shot.kind !== 'over-the-shoulder') continue;
      const [speaker, listener] = shot.subjectIds.map((id) => markIn(timeline, id));
      const others = timeline.blocking.filter((mark) => mark !== speaker).flatMap((mark) => [headBox(mark), bodyBox(mark)]);
      for (const [when, pose] of posesOf(shot)) {
        const view = viewFrom(pose);
        const covered = occludedShare(view, headBox(speaker), others, 24);
        const share = coverage(view, [headBox(listener), bodyBox(listener)]);
        worst.speakerCovered = Math.max(worst.speakerCovered, covered);
        worst.otsCoverageMin = Math.min(worst.otsCoverageMin, share);
        worst.otsCoverageMax = Math.max(worst.otsCoverageMax, share);
        if (covered > 0) problems.push(`${where} (${when}): ${(covered * 100).toFixed(1)}% of the speaker's head covered`);
        if (share > MAX_OTS_COVERAGE || share < MIN_OTS_COVERAGE) problems.push(`${where} (${when}): listener covers ${(share * 100).toFixed(1)}% of the frame`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("over the shoulder: the speaker's face seen from at most 60° off full face", () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      if (shot.kind !== 'over-the-shoulder') continue;
      const speaker = markIn(timeline, shot.subjectIds[0]);
      for (const [when, pose] of posesOf(shot)) {
        const [dx, dz] = [pose.position[0] - speaker.position[0], pose.position[2] - speaker.position[2]];
        const turn = (Math.acos((dx * Math.sin(speaker.facing) + dz * Math.cos(speaker.facing)) / Math.hypot(dx, dz)) * 180) / Math.PI;
        worst.otsFaceTurn = Math.max(worst.otsFaceTurn, turn);
        if (turn > MAX_OTS_FACE_TURN_DEGREES) problems.push(`${where} (${when}): face turned ${turn.toFixed(0)}° from the camera`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('nobody stands between the camera and the head of whom a shot is about', () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      // The foreground listener of an over-the-shoulder shot is the one subject meant to be partly hidden.
      const subjects = shot.kind === 'over-the-shoulder' ? shot.subjectIds.slice(0, 1) : shot.subjectIds;
      for (const [when, pose] of posesOf(shot)) {
        const view = viewFrom(pose);
        for (const id of subjects) {
          const subject = markIn(timeline, id);
          const others = timeline.blocking.filter((mark) => mark !== subject).flatMap((mark) => [headBox(mark), bodyBox(mark)]);
          const covered = occludedShare(view, headBox(subject), others, 24);
          if (covered > 0) problems.push(`${where} (${when}): ${(covered * 100).toFixed(1)}% of ${id}'s head covered`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('180-degree rule: through an exchange each of the pair keeps their side of the frame, reverse shots included', () => {
    const problems: string[] = [];
    for (const count of CAST_SIZES) {
      for (const [heightsLabel, heightAt] of HEIGHTS) {
        for (const { label, timeline, pair } of scenes(setLabel, set, count, heightsLabel, heightAt)) {
          if (!pair) continue;
          const exchange = timeline.shots.slice(1);
          // With someone standing between the pair, their reverse shots are singles.
          const reverse = Math.abs(pair[0] - pair[1]) === 1 ? 'over-the-shoulder' : 'medium';
          expect(exchange.map((shot) => shot.kind)).toEqual(['two-shot', reverse, reverse, reverse, 'two-shot']);
          const [first, second] = pair.map((id) => markIn(timeline, id));
          // Every camera on one side of the line through the pair, and where a shot shows both, the same one on the left.
          const lineSide = ([x, , z]: Vector3) =>
            Math.sign((second.position[0] - first.position[0]) * (z - first.position[2]) - (second.position[2] - first.position[2]) * (x - first.position[0]));
          const cameraSides = exchange.flatMap((shot) => posesOf(shot).map(([, pose]) => lineSide(pose.position)));
          const sides = exchange.flatMap((shot) =>
            posesOf(shot).flatMap(([, pose]) => {
              const view = viewFrom(pose);
              const [a, b] = [view.project(headCentre(first)), view.project(headCentre(second))];
              return a.depth > 0 && b.depth > 0 ? [Math.sign(a.x - b.x)] : [];
            }),
          );
          if (new Set(cameraSides).size !== 1 || cameraSides[0] === 0) problems.push(`${setLabel}, ${count} ${heightsLabel}, ${label}: cameras on sides ${cameraSides.join(' ')}`);
          if (new Set(sides).size !== 1 || sides[0] === 0) problems.push(`${setLabel}, ${count} ${heightsLabel}, ${label}: sides ${sides.join(' ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps the camera in the set's free area, out of its props and out of everyone's head and body boxes", () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      for (const [when, pose] of posesOf(shot)) {
        const [x, y, z] = pose.position;
        const { minX, maxX, minZ, maxZ } = stage.freeArea;
        if (x < minX || x > maxX || z < minZ || z > maxZ || y < stage.floorY + 0.3 || y > stage.floorY + stage.maxCameraHeight) problems.push(`${where} (${when}): camera at ${pose.position.join(', ')} outside the free area`);
        const inProp = stage.props.find((prop) => pose.position.every((value, axis) => value >= prop.min[axis] && value <= prop.max[axis]));
        if (inProp) problems.push(`${where} (${when}): camera inside a prop ${JSON.stringify(inProp)}`);
        for (const mark of timeline.blocking) {
          const gap = Math.min(clearance(headBox(mark), pose.position), clearance(bodyBox(mark), pose.position));
          worst.cameraClearance = Math.min(worst.cameraClearance, gap);
          if (gap < MIN_CLEARANCE) problems.push(`${where} (${when}): camera ${gap.toFixed(3)} m from ${mark.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('wide and establishing shots: everyone in the frame whole, with headroom', () => {
    const problems: string[] = [];
    for (const { where, shot, timeline } of all()) {
      if (shot.kind !== 'wide' && shot.kind !== 'establishing') continue;
      for (const [when, pose] of posesOf(shot)) {
        const view = viewFrom(pose);
        for (const id of shot.subjectIds) {
          const mark = markIn(timeline, id);
          const [head, body] = [frameExtent(view, headBox(mark)), frameExtent(view, bodyBox(mark))];
          const whole = head && body && head.top >= HEADROOM.min && Math.min(head.left, body.left) >= 0 && Math.max(head.right, body.right) <= 1 && body.bottom <= 1;
          if (!whole) problems.push(`${where} (${when}): ${id} at ${JSON.stringify({ head, body })}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('framing: heights', () => {
  const blockingOf = (characters: CharacterInput[]) => buildSceneTimeline(sceneInput({ characters, lines: [] })).blocking;

  it("marks carry the measured height, the stand-in's without a model, a typical generated model's otherwise", () => {
    const marks = blockingOf([character(1, { height: 1.7 }), character(2, { modelUrl: null }), character(3), character(4, { height: null })]);
    expect(marks.map((mark) => mark.height)).toEqual([1.7, STAND_IN_HEIGHT, DEFAULT_CHARACTER_HEIGHT, DEFAULT_CHARACTER_HEIGHT]);
  });

  it('frames a tall character from higher up than a short one, the head in the same place in the frame', () => {
    const closeOn = (height: number) => {
      const timeline = buildSceneTimeline(sceneInput({ characters: [character(1, { height })], lines: [line(1, 1, { durationSeconds: 1 })] }));
      const shot = timeline.shots[1];
      const view = viewFrom(shot.camera);
      return { cameraY: shot.camera.position[1], top: frameExtent(view, headBox(timeline.blocking[0]))!.top };
    };
    const [tall, short] = [closeOn(TALL), closeOn(SHORT)];
    expect(tall.cameraY - short.cameraY).toBeCloseTo(TALL - SHORT, 2);
    expect(tall.top).toBeCloseTo(short.top, 3);
  });
});

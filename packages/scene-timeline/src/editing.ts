import type { LineCamera, PerformanceEmotion, ScenePace } from '@studio/contracts/direction';
import type { CharacterMark, Vector3 } from '@studio/contracts/timeline';
import { angleAround, type FramedShot, MIN_CUT_ANGLE_DEGREES } from './camera-space';
import { shotSubject } from './framing';
import { chooseShots, CLOSE_INTENSITY, directedShot, type ShotChoice, TIGHTNESS } from './shots';

/**
 * Editing: which shots a scene's lines are seen in and where the cuts fall, in the spirit of the
 * film-editing idioms (He et al. 1996): a shot is held across quick exchanges and a speaker's run
 * of short lines, long or emotional lines cut to the listener's reaction, cuts between speakers
 * lead or trail the voice by a few frames (J and L cuts), and the scene's pace sets how long shots
 * run. Times are whole milliseconds, as the rest of the layout.
 */

/**
 * How each pace cuts: calm holds longer and cuts to reactions later; brisk the other way. A shot
 * that has run less than `holdUnderSeconds` is held over the same speaker's next line; lines of at
 * most `quickLineSeconds` back and forth are a quick exchange, held in one two-shot; a line of
 * `reactionAfterSeconds` or more, or said with a feeling at `reactionIntensity` or more, cuts to a
 * listener; `pauseScale` scales the default pause between lines.
 */
export const PACE_EDITING: Record<ScenePace, { holdUnderSeconds: number; quickLineSeconds: number; reactionAfterSeconds: number; reactionIntensity: number; pauseScale: number }> = {
  calm: { holdUnderSeconds: 5, quickLineSeconds: 3, reactionAfterSeconds: 7, reactionIntensity: 0.9, pauseScale: 1.4 },
  normal: { holdUnderSeconds: 2.5, quickLineSeconds: 1.8, reactionAfterSeconds: 4.5, reactionIntensity: 0.75, pauseScale: 1 },
  brisk: { holdUnderSeconds: 1.2, quickLineSeconds: 1, reactionAfterSeconds: 3, reactionIntensity: 0.6, pauseScale: 0.6 },
};
/** The reaction comes in this far (a fraction) into the line. */
export const REACTION_AT = 0.6;
/** A J or L cut leads or trails the line's voice by this many frames. */
export const J_L_CUT_FRAMES = 4;
/** A line ending on a question or said at least this intensely cuts to whoever answers before it ends (an L cut). */
const L_CUT_INTENSITY = 0.6;
/** No cut the editing places makes a shot shorter than this (a director's shot on a very short line may be). */
export const MIN_SHOT_MS = 600;

export interface EditedLine {
  id: number;
  characterId: number;
  text: string;
  durationSeconds: number;
  /** When the line's voice starts and ends. */
  startMs: number;
  endMs: number;
  /** The line's feeling and how intensely it is said: its direction, else inferred from its words. */
  emotion: PerformanceEmotion;
  intensity: number;
  /** The shot the director asked for, if any. */
  camera: LineCamera | null;
}

export interface EditedShot {
  choice: ShotChoice;
  startMs: number;
  endMs: number;
  /** Indices (into the lines) of the lines the shot is cut for, in order. */
  lines: number[];
  framed: FramedShot;
}

interface Planned {
  choice: ShotChoice;
  lines: number[];
  /** A director's shot: it stays the line's own (never held over others, never cut away from). */
  directed: boolean;
  /** Where the shot starts: at the pause before `lines[0]`, or (a reaction) this far into it. */
  startsInsideMs: number | null;
}

export interface EditingInput {
  lines: EditedLine[];
  /** The characters' ids in the order they stand on stage. */
  cast: number[];
  /** Whom each line is said to (see addressees). */
  addressees: readonly (number | null)[];
  marks: CharacterMark[];
  pace: ScenePace;
  fps: number;
  /** When the opening shot ends and the first line's shot starts, and when the scene ends. */
  openingEndMs: number;
  totalMs: number;
  /** Where an insert with no point of its own looks; a line's own point when its action aims at one. */
  insertPoint: (line: number) => Vector3;
  /** The camera poses of a shot from `startMs` to `endMs` (moved round from `awayFrom` when given). */
  frame: (choice: ShotChoice, window: { startMs: number; endMs: number }, awayFrom?: Vector3) => FramedShot;
}

/**
 * The scene's shots after the opening one, back to back from `openingEndMs` to `totalMs`, the
 * opening establishing shot first:
 * 1. each line's shot as chooseShots has it, or as its director asked (directedShot);
 * 2. a quick exchange (two speakers back and forth, each line at most the pace's quickLineSeconds
 *    and said below CLOSE_INTENSITY) is held in one two-shot;
 * 3. a speaker's next line stays in their shot while it has run less than the pace's
 *    holdUnderSeconds (unless said at CLOSE_INTENSITY or cut as in 4);
 * 4. a line of the pace's reactionAfterSeconds or more, or said with a feeling at its
 *    reactionIntensity or more, cuts REACTION_AT into it to the one spoken to, close (a line
 *    shorter than two MIN_SHOT_MS is not cut);
 * 5. cuts fall in the middle of the pause, except between speakers: a line ending on a question or
 *    said strongly cuts to whoever answers J_L_CUT_FRAMES before it ends (L cut), any other line is
 *    heard J_L_CUT_FRAMES before its speaker is seen (J cut);
 * 6. two shots in a row of one subject (shotSubject) whose cameras are less than 30 degrees apart
 *    round it: the second is framed again further round, or failing that the two become one (the
 *    director's, else not the reaction, else the tighter); two shots the director asked for are kept.
 * A director's shot is never held over other lines nor cut away from, so it is what its line shows.
 */
export function editScene(input: EditingInput): EditedShot[] {
  const { lines, cast, pace } = input;
  const rules = PACE_EDITING[pace];
  const automatic = chooseShots(lines, cast, input.addressees);
  const addresseeOf = (index: number) => input.addressees[index] ?? null;
  const quick = (index: number) => {
    const line = lines[index];
    return line !== undefined && !line.camera && line.durationSeconds <= rules.quickLineSeconds && line.intensity < CLOSE_INTENSITY;
  };

  const planned: Planned[] = [{ choice: { kind: 'establishing', subjectIds: [...cast] }, lines: [], directed: false, startsInsideMs: null }];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.camera) {
      const choice = directedShot(line.camera, line.characterId, addresseeOf(index), cast, input.insertPoint(index));
      planned.push({ choice, lines: [index], directed: true, startsInsideMs: null });
      continue;
    }
    // 2. A quick exchange: a run of quick lines between the same two speakers, turn about.
    let runEnd = index;
    const pair = new Set([line.characterId, lines[index + 1]?.characterId]);
    while (quick(runEnd) && quick(runEnd + 1) && lines[runEnd + 1].characterId !== lines[runEnd].characterId && pair.has(lines[runEnd + 1].characterId)) runEnd += 1;
    if (runEnd > index) {
      const partner = lines[index + 1].characterId;
      planned.push({ choice: { kind: 'two-shot', subjectIds: [line.characterId, partner] }, lines: range(index, runEnd), directed: false, startsInsideMs: null });
      index = runEnd;
      continue;
    }
    const listener = addresseeOf(index) ?? cast.find((id) => id !== line.characterId);
    const emotional = line.emotion !== 'neutral' && line.intensity >= rules.reactionIntensity;
    const reacted = listener !== undefined && (line.durationSeconds >= rules.reactionAfterSeconds || emotional) && line.endMs - line.startMs >= 2 * MIN_SHOT_MS;
    // 3. Held over the same speaker's next line while short.
    const previous = planned.at(-1)!;
    const first = previous.lines[0];
    const held =
      !previous.directed &&
      previous.startsInsideMs === null &&
      first !== undefined &&
      previous.lines.every((other) => lines[other].characterId === line.characterId) &&
      line.intensity < CLOSE_INTENSITY &&
      !reacted &&
      lines[previous.lines.at(-1)!].endMs - lines[first].startMs < rules.holdUnderSeconds * 1000;
    if (held) {
      previous.lines.push(index);
      continue;
    }
    planned.push({ choice: automatic[index], lines: [index], directed: false, startsInsideMs: null });
    // 4. A long or emotional line cuts to the one spoken to.
    if (reacted) {
      const reactionMs = Math.round(line.startMs + REACTION_AT * (line.endMs - line.startMs));
      planned.push({ choice: { kind: 'reaction', subjectIds: [listener], partnerId: line.characterId }, lines: [index], directed: false, startsInsideMs: reactionMs });
    }
  }

  const shots = placeCuts(planned, input);
  return keepThirtyDegrees(shots, input);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, offset) => from + offset);

type Timed = Planned & { startMs: number; endMs: number };

/** 5. Where each cut falls: the pause's middle, a J or L cut between speakers, a reaction's own time. */
function placeCuts(planned: Planned[], { lines, fps, openingEndMs, totalMs }: EditingInput): Timed[] {
  const offsetMs = Math.round((J_L_CUT_FRAMES * 1000) / fps);
  const middle = (index: number) => (index === 0 ? openingEndMs : Math.round((lines[index - 1].endMs + lines[index].startMs) / 2));
  const base = planned.map((shot, position) => (position === 0 ? 0 : (shot.startsInsideMs ?? middle(shot.lines[0]))));
  const cuts = [...base, totalMs];
  for (let position = 1; position < planned.length; position += 1) {
    const shot = planned[position];
    const index = shot.lines[0];
    if (shot.startsInsideMs !== null || index === 0) continue;
    const [before, line] = [lines[index - 1], lines[index]];
    if (before.characterId === line.characterId) continue;
    const afterReaction = planned[position - 1].startsInsideMs !== null;
    const answered = !afterReaction && (/\?\s*$/.test(before.text.trim()) || before.intensity >= L_CUT_INTENSITY);
    const wanted = answered ? before.endMs - offsetMs : line.startMs + offsetMs;
    // Only where both shots keep a decent length; else the pause's middle.
    if (wanted - cuts[position - 1] >= MIN_SHOT_MS && cuts[position + 1] - wanted >= MIN_SHOT_MS) cuts[position] = wanted;
  }
  return planned.map((shot, position) => ({ ...shot, startMs: cuts[position], endMs: cuts[position + 1] }));
}

const sameChoice = (a: ShotChoice, b: ShotChoice) =>
  a.kind === b.kind && a.partnerId === b.partnerId && a.subjectIds.join(',') === b.subjectIds.join(',') && (a.point ?? []).join(',') === (b.point ?? []).join(',');
/** Kinds that can be framed again from further round their subject. */
const REFRAMED: ReadonlySet<ShotChoice['kind']> = new Set(['medium', 'close', 'reaction', 'wide']);

/** 6. The 30-degree rule between shots of one subject. */
function keepThirtyDegrees(timed: Timed[], { marks, frame }: EditingInput): EditedShot[] {
  const shots = timed.map((shot) => ({ ...shot, framed: frame(shot.choice, shot) }));
  const tooClose = (before: (typeof shots)[number], after: (typeof shots)[number], framed: FramedShot) => {
    const [a, b] = [shotSubject(before.choice, marks), shotSubject(after.choice, marks)];
    return a.key === b.key && angleAround(a.at, before.framed.endCamera.position, framed.camera.position) < MIN_CUT_ANGLE_DEGREES;
  };
  let position = 1;
  while (position < shots.length) {
    const [before, after] = [shots[position - 1], shots[position]];
    if (!tooClose(before, after, after.framed)) {
      position += 1;
      continue;
    }
    const same = sameChoice(before.choice, after.choice);
    if (!same && REFRAMED.has(after.choice.kind)) {
      const moved = frame(after.choice, after, before.framed.endCamera.position);
      if (!tooClose(before, after, moved)) {
        after.framed = moved;
        position += 1;
        continue;
      }
    }
    if (!same && before.directed && after.directed) {
      position += 1;
      continue;
    }
    const kept = same || before.directed !== after.directed ? (same || before.directed ? before : after) : preferred(before, after);
    shots.splice(position - 1, 2, {
      ...kept,
      directed: before.directed || after.directed,
      startMs: before.startMs,
      endMs: after.endMs,
      lines: [...new Set([...before.lines, ...after.lines])],
    });
    position = Math.max(1, position - 1);
  }
  return shots.map(({ choice, startMs, endMs, lines, framed }) => ({ choice, startMs, endMs, lines, framed }));
}

/** Of two shots that become one, the one kept: not the reaction, else the tighter, else the first. */
function preferred<T extends { choice: ShotChoice }>(before: T, after: T): T {
  if ((before.choice.kind === 'reaction') !== (after.choice.kind === 'reaction')) return before.choice.kind === 'reaction' ? after : before;
  return TIGHTNESS[after.choice.kind] > TIGHTNESS[before.choice.kind] ? after : before;
}

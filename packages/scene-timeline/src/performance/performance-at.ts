import type { CharacterMark, GestureAction, Performance, PerformanceEmotion, SceneTimeline, Vector3 } from '@studio/contracts/timeline';
import { eyePoint } from '../body';
import type { EmotionTarget } from '../rig';
import { lerpVector, smoothstep } from '../vector';
import { SEAT_CLEARANCE } from './legs';
import { type StagedTimeline, stagingAt } from './movements';

/** A face changes feeling over this long; a look turns to its new target over GAZE_TURN_SECONDS. */
export const EXPRESSION_BLEND_SECONDS = 0.4;
export const GAZE_TURN_SECONDS = 0.35;
/** Talking blends in and out over this long at each end of a line. */
export const TALK_BLEND_SECONDS = 0.2;
/** An action blends in and out over these, on top of its own motion. */
const ACTION_FADE_IN_SECONDS = 0.25;
const ACTION_FADE_OUT_SECONDS = 0.3;
/** With nobody to look at, a character looks this far straight ahead. */
const AHEAD_METRES = 3;

export type ExpressionWeights = Record<EmotionTarget, number>;

/**
 * The face's morph weights for a feeling at an intensity; fear is surprise with a sad brow, the
 * surprise leading: its eyes open wide, where more sadness would lower the lids it lifts.
 */
export function expressionWeights(emotion: PerformanceEmotion, intensity: number): ExpressionWeights {
  const weights: ExpressionWeights = { happy: 0, angry: 0, sad: 0, relaxed: 0, surprised: 0 };
  if (emotion === 'afraid') {
    weights.surprised = 0.9 * intensity;
    weights.sad = 0.35 * intensity;
  } else if (emotion !== 'neutral') {
    weights[emotion] = intensity;
  }
  return weights;
}

export interface ActionAtTime {
  name: GestureAction;
  /** Seconds since the action started, and how far through it (0…1). */
  seconds: number;
  progress: number;
  /** How much of it shows (0…1). */
  weight: number;
  target: Vector3 | null;
  side: 'left' | 'right';
}

/** Everything a character's body and face do at one time, in the scene's axes. */
export interface PerformanceAtTime {
  expression: ExpressionWeights;
  action: ActionAtTime | null;
  /** The point looked at. */
  lookAt: Vector3;
  /** How much they are talking (0…1) and for how long they have been. */
  talkWeight: number;
  talkSeconds: number;
}

/** The hip joints' height as a share of a performer's height (the generated characters' proportions). */
const HIP_SHARE = 0.51;

/**
 * `characterId`'s mark where they are at `seconds`: moved by their walks and turns, and lowered
 * by as much as they sit (so those who look at them look down at a seated face).
 */
export function stagedMark(timeline: StagedTimeline, characterId: number, seconds: number): CharacterMark | undefined {
  const mark = timeline.blocking.find((candidate) => candidate.characterId === characterId);
  if (!mark) return undefined;
  const { position, facing, sit } = stagingAt(timeline, characterId, seconds);
  const sunk = sit ? sit.amount * Math.max(0, HIP_SHARE * mark.height - (sit.seat.position[1] - timeline.set.floorY + SEAT_CLEARANCE)) : 0;
  return { ...mark, position: [position[0], position[1] - sunk, position[2]], facing };
}

const timelinePerformances = new WeakMap<SceneTimeline, Map<number, Performance[]>>();
function performancesOf(timeline: SceneTimeline, characterId: number): Performance[] {
  let byCharacter = timelinePerformances.get(timeline);
  if (!byCharacter) {
    byCharacter = new Map();
    for (const performance of timeline.performances) {
      const list = byCharacter.get(performance.characterId) ?? [];
      list.push(performance);
      byCharacter.set(performance.characterId, list);
    }
    timelinePerformances.set(timeline, byCharacter);
  }
  return byCharacter.get(characterId) ?? [];
}

/**
 * What `characterId` does at `seconds`: the face of their current performance (blended in from
 * the last one), its action, where they look (turning from the last look; at the one looked at
 * where they are then) and how much they talk. Before the first line everyone stands neutral,
 * looking ahead. A pure function of the time.
 */
export function performanceAt(timeline: SceneTimeline, characterId: number, seconds: number): PerformanceAtTime {
  const mark = stagedMark(timeline, characterId, seconds);
  const eye = mark ? eyePoint(mark) : ([0, 1.7, 0] as Vector3);
  const facing = mark?.facing ?? 0;
  const ahead: Vector3 = [eye[0] + Math.sin(facing) * AHEAD_METRES, eye[1], eye[2] + Math.cos(facing) * AHEAD_METRES];
  const list = performancesOf(timeline, characterId);
  let index = -1;
  while (index + 1 < list.length && list[index + 1].start <= seconds) index += 1;
  const current = list[index];
  const previous = list[index - 1];
  const neutral = expressionWeights('neutral', 0);

  let expression = neutral;
  let lookAt = ahead;
  let action: ActionAtTime | null = null;
  if (current) {
    const into = seconds - current.start;
    const from = previous ? expressionWeights(previous.emotion, previous.intensity) : neutral;
    const to = expressionWeights(current.emotion, current.intensity);
    const blend = smoothstep(into / EXPRESSION_BLEND_SECONDS);
    expression = Object.fromEntries(Object.keys(to).map((key) => [key, from[key as EmotionTarget] + (to[key as EmotionTarget] - from[key as EmotionTarget]) * blend])) as ExpressionWeights;
    // One looked at who has moved is looked at where they are now.
    const looked = (performance: Performance | undefined) => {
      const other = performance?.lookAtId == null ? undefined : stagedMark(timeline, performance.lookAtId, seconds);
      return other ? eyePoint(other) : (performance?.lookAt ?? ahead);
    };
    lookAt = lerpVector(looked(previous), looked(current), smoothstep(into / GAZE_TURN_SECONDS));
    const performed = current.action;
    if (performed && seconds >= performed.start && seconds < performed.end) {
      const actionSeconds = seconds - performed.start;
      const length = performed.end - performed.start;
      action = {
        name: performed.name,
        seconds: actionSeconds,
        progress: length > 0 ? actionSeconds / length : 1,
        weight: smoothstep(Math.min(actionSeconds / ACTION_FADE_IN_SECONDS, (performed.end - seconds) / ACTION_FADE_OUT_SECONDS)),
        target: performed.target,
        side: performed.side,
      };
    }
  }

  let talkWeight = 0;
  let talkSeconds = 0;
  for (const interval of timeline.talking) {
    if (interval.characterId !== characterId || seconds < interval.start || seconds >= interval.end + TALK_BLEND_SECONDS) continue;
    talkSeconds = seconds - interval.start;
    talkWeight = Math.min(1, talkSeconds / TALK_BLEND_SECONDS, seconds < interval.end ? 1 : 1 - (seconds - interval.end) / TALK_BLEND_SECONDS);
  }
  return { expression, action, lookAt, talkWeight, talkSeconds };
}

import { type EmotionTarget, MORPH_TARGETS, type MorphTarget, type VisemeTarget } from '../rig';
import { seeded } from './inference';
import { MAX_EYE_TURN } from './pose';
import { type Quaternion, rotate } from './quaternion';

/** Seconds between blinks: from this, plus up to BLINK_SPREAD_SECONDS more (seeded per blink). */
const BLINK_GAP_SECONDS = 2.4;
const BLINK_SPREAD_SECONDS = 3;
/** A blink shuts and opens again over this long. */
export const BLINK_SECONDS = 0.16;
/** While the mouth speaks, an expression's own mouth gives way by up to this fraction. */
const SPEECH_OVERRIDE = 0.35;

/**
 * The visemes of a mouth pose (how open, how wide: mouth-motion's MouthPose): lips spread wider
 * than at rest are ee/ih, narrower are ou/oh, and the opening not taken by either is aa; a loudness-only
 * mouth (width 1) is aa alone.
 */
export function visemeWeights(open: number, width: number): Record<VisemeTarget, number> {
  const spread = Math.min(1, Math.max(0, (width - 1) / 0.2));
  const round = Math.min(1, Math.max(0, (1 - width) / 0.28));
  const opening = Math.min(1, Math.max(0, open));
  return {
    aa: opening * (1 - Math.max(spread, round)),
    ih: spread * opening * 0.6,
    ee: spread * Math.max(0.3, opening) * 0.8,
    ou: round * Math.max(0.3, opening) * 0.8,
    oh: round * opening,
  };
}

/**
 * How shut the eyes are (0…1) at `seconds`: a blink every few seconds, each gap drawn from the
 * character's seed, so the cast never blinks in unison and every render blinks the same.
 */
export function blinkAt(seed: number, seconds: number): number {
  let start = seeded(`blink:${seed}:first`) * BLINK_SPREAD_SECONDS;
  for (let index = 0; start <= seconds; index += 1) {
    if (seconds < start + BLINK_SECONDS) return Math.sin((Math.PI * (seconds - start)) / BLINK_SECONDS);
    start += BLINK_GAP_SECONDS + seeded(`blink:${seed}:${index}`) * BLINK_SPREAD_SECONDS;
  }
  return 0;
}

/**
 * How far up (+) or down (−) an eye turned by `rotation` (its pose quaternion) looks, in radians;
 * level with no rotation.
 */
export function gazePitch(rotation: Quaternion | undefined): number {
  if (!rotation) return 0;
  const direction = rotate(rotation, [0, 0, 1]);
  return Math.asin(Math.max(-1, Math.min(1, direction[1])));
}

/**
 * Every morph target's weight: the visemes of the mouth, the blink, the expression, whose mouth
 * gives way moderately to speech (a smile talks through, it does not freeze the lips), and the
 * lids following the look up or down (`pitch`, radians, +up) as far as the eyes turn.
 */
export function faceWeights(expression: Record<EmotionTarget, number>, mouth: { open: number; width: number }, blink: number, pitch = 0): Record<MorphTarget, number> {
  const visemes = visemeWeights(mouth.open, mouth.width);
  const speaking = Math.min(1, Object.values(visemes).reduce((sum, weight) => sum + weight, 0));
  const weights = Object.fromEntries(MORPH_TARGETS.map((target) => [target, 0])) as Record<MorphTarget, number>;
  Object.assign(weights, visemes);
  for (const [emotion, weight] of Object.entries(expression) as [EmotionTarget, number][]) weights[emotion] = weight * (1 - SPEECH_OVERRIDE * speaking);
  weights.blink = blink;
  const gaze = Math.max(-1, Math.min(1, pitch / MAX_EYE_TURN));
  // A blink shuts the lids whatever the look.
  weights.lookUp = Math.max(0, gaze) * (1 - blink);
  weights.lookDown = Math.max(0, -gaze) * (1 - blink);
  return weights;
}

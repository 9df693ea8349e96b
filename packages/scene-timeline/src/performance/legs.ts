import type { Vector3 } from '@studio/contracts/timeline';
import { smoothstep } from '../vector';
import { SEAT_FOOT_REACH, type Staging } from './movements';
import { add, fromAxisAngle, fromUnitVectors, IDENTITY, invert, length, multiply, normalize, type Quaternion, rotate, scale, subtract } from './quaternion';
import type { Pose, RestSkeleton } from './skeleton';

/**
 * The body of a performer who walks or sits: where the model's root goes and how the hips and legs
 * turn. The feet are placed on the floor first (planted where a step put them, or in front of a
 * seat) and the legs reach them by two-bone IK, so a planted foot never slides; the hips drop as
 * far as the legs need to reach (the bob of a walk), or onto the seat.
 */

/** How high a swinging foot lifts at mid-swing. */
const FOOT_LIFT = 0.08;
/** The hip joints sit this far above a seat's top (the thighs rest on it). */
export const SEAT_CLEARANCE = 0.08;
/** A leg never straightens past this share of its length, so the knee keeps its bend forward. */
const REACH = 0.998;
/** The hips pitch forward this far (radians) half way through sitting down or standing up. */
const SIT_LEAN = 0.14;
const FORWARD: Vector3 = [0, 0, 1];

export type Side = 'left' | 'right';
const SIDES: readonly Side[] = ['left', 'right'];

/** How a performer walks: with a limp, the sore leg's side; else evenly. An animal perches: it hops up onto a seat and stands there instead of sitting. */
export interface Gait {
  limp: Side | null;
  perches?: boolean;
}
export const EVEN_GAIT: Gait = { limp: null };
/** How much higher than the seat a perching animal's hop goes half way up. */
const PERCH_HOP = 0.12;
/**
 * A limp favours the sore leg: it bears the weight for this share of a stride (an even gait: half)
 * and its foot lifts this share of the other's, and while it bears the weight the hips sink by
 * `dip` and roll by `roll` (radians) toward the other side.
 */
export const LIMP = { soreStance: 0.36, soreLift: 0.45, dip: 0.035, roll: 0.08 };

export interface StagedBody {
  /** Where the model's root goes (below the floor as far as the hips dropped) and the way it faces. */
  root: { position: Vector3; facing: number };
  /** The hips and legs; empty when the performer just stands (the idle keeps them). */
  legs: Pose;
  /** How far the left arm swings forward (−1…1; the right one swings the other way) as the right leg does. */
  armSwing: number;
}

/** Where each ankle is at rest, in the model's axes. */
const restAnkle = (skeleton: RestSkeleton, side: Side): Vector3 => add(add(add(skeleton.hips, skeleton[`${side}UpperLeg`]), skeleton[`${side}LowerLeg`]), skeleton[`${side}Foot`]);
const legLength = (skeleton: RestSkeleton, side: Side) => length(skeleton[`${side}LowerLeg`]) + length(skeleton[`${side}Foot`]);

/**
 * Where a foot is along a walk of steps `step` long (the left foot plants at 0, 2·step, …; the right
 * at step, 3·step, …, none past either end): planted for half of each stride, under the hips in the
 * middle of it, then swung to its next plant while the other is planted. Returns the distance along
 * the walk and the lift.
 */
export function footAlongWalk(side: Side, travelled: number, distance: number, step: number, footLift = FOOT_LIFT): { along: number; lift: number; planted: boolean } {
  const offset = side === 'left' ? 0 : step;
  const cycle = (travelled - offset + step / 2) / (2 * step);
  const stride = Math.floor(cycle);
  const phase = cycle - stride;
  const plant = (index: number) => Math.min(distance, Math.max(0, offset + 2 * index * step));
  if (phase < 0.5) return { along: plant(stride), lift: 0, planted: true };
  const [from, to] = [plant(stride), plant(stride + 1)];
  const swing = (phase - 0.5) / 0.5;
  return { along: from + (to - from) * smoothstep(swing), lift: to === from ? 0 : footLift * Math.sin(Math.PI * swing), planted: to === from };
}

/**
 * Where a limping gait is when an even one would be at `travelled`: the walk takes as long in all,
 * but the half strides in which the sore leg bears the weight (the left foot's from −step/2, then
 * the right's, turn about) go by faster and the others slower. Also tells how far through the
 * current half stride it is and whether the sore leg bears the weight in it.
 */
export function limpingTravelled(travelled: number, distance: number, step: number, sore: Side): { travelled: number; soreStance: number } {
  const halves = Math.max(1, Math.round((distance + step) / step));
  const weightOf = (half: number) => ((half % 2 === 0) === (sore === 'left') ? LIMP.soreStance : 1 - LIMP.soreStance);
  let total = 0;
  for (let half = 0; half < halves; half += 1) total += weightOf(half);
  let left = Math.min(1, Math.max(0, (travelled + step / 2) / (distance + step))) * total;
  for (let half = 0; half < halves; half += 1) {
    const weight = weightOf(half);
    if (left <= weight || half === halves - 1) {
      const within = Math.min(1, left / weight);
      return { travelled: -step / 2 + (half + within) * step, soreStance: weight === LIMP.soreStance ? Math.sin(Math.PI * within) : 0 };
    }
    left -= weight;
  }
  return { travelled, soreStance: 0 };
}

/** Local rotations so the leg from `hip` (model axes) bends its knee forward to put its ankle at `ankle`. */
function reachLeg(skeleton: RestSkeleton, side: Side, hipsRotation: Quaternion, hip: Vector3, ankle: Vector3): Pose {
  const thigh = length(skeleton[`${side}LowerLeg`]);
  const shin = length(skeleton[`${side}Foot`]);
  const toAnkle = subtract(ankle, hip);
  const reach = Math.min(thigh + shin - 1e-6, Math.max(Math.abs(thigh - shin) + 1e-6, length(toAnkle)));
  const along = normalize(toAnkle);
  const pole = normalize(subtract(FORWARD, scale(along, along[2])));
  const cosine = (thigh * thigh + reach * reach - shin * shin) / (2 * thigh * reach);
  const knee = add(hip, add(scale(along, thigh * cosine), scale(pole, thigh * Math.sqrt(Math.max(0, 1 - cosine * cosine)))));
  const upper = fromUnitVectors(normalize(skeleton[`${side}LowerLeg`]), rotate(invert(hipsRotation), normalize(subtract(knee, hip))));
  const upperWorld = multiply(hipsRotation, upper);
  const lower = fromUnitVectors(normalize(skeleton[`${side}Foot`]), rotate(invert(upperWorld), normalize(subtract(ankle, knee))));
  // The foot stays level with the floor.
  return { [`${side}UpperLeg`]: upper, [`${side}LowerLeg`]: lower, [`${side}Foot`]: invert(multiply(upperWorld, lower)) };
}

/** The body of `staging` on `skeleton`, the floor at `floorY`, walking with `gait`. */
export function stageBody(skeleton: RestSkeleton, staging: Staging, floorY: number, gait: Gait = EVEN_GAIT): StagedBody {
  const { walk, sit } = staging;
  const standing = { root: { position: staging.position, facing: staging.facing }, legs: {}, armSwing: 0 };
  if (!walk && !sit) return standing;
  if (sit && gait.perches) {
    // Up onto the seat's top in a hop as it 'sits down', down again as it 'stands up', legs as they stand.
    const lift = (sit.seat.position[1] - floorY) * smoothstep(sit.amount) + PERCH_HOP * Math.sin(Math.PI * sit.amount);
    return { ...standing, root: { ...standing.root, position: [staging.position[0], staging.position[1] + lift, staging.position[2]] } };
  }

  // Each ankle's target in the model's axes, measured from the root standing on the floor.
  const ankles = {} as Record<Side, Vector3>;
  let hipsRotation: Quaternion = IDENTITY;
  let drop = 0;
  // A limp keeps its uneven time in the feet and the hips alike (the hips ahead of or behind where
  // the walk's even pace puts the root), so the legs keep their reach and a planted foot stays put.
  const limp = walk && gait.limp ? limpingTravelled(walk.travelled, walk.distance, walk.step, gait.limp) : null;
  const hipsAlongOf = (travelled: number) => (walk ? Math.min(walk.distance, Math.max(0, travelled)) : 0);
  const ahead = walk && limp ? hipsAlongOf(limp.travelled) - hipsAlongOf(walk.travelled) : 0;
  for (const side of SIDES) {
    const rest = restAnkle(skeleton, side);
    if (walk) {
      const hipsAlong = hipsAlongOf(limp?.travelled ?? walk.travelled);
      const foot = footAlongWalk(side, limp?.travelled ?? walk.travelled, walk.distance, walk.step, side === gait.limp ? FOOT_LIFT * LIMP.soreLift : FOOT_LIFT);
      ankles[side] = [rest[0], rest[1] + foot.lift, foot.along - hipsAlong];
    } else if (sit) {
      // The feet stay in front of the seat while the hips go back onto it.
      ankles[side] = [rest[0], rest[1], sit.amount * SEAT_FOOT_REACH];
    }
  }
  if (sit) {
    hipsRotation = fromAxisAngle([1, 0, 0], SIT_LEAN * Math.sin(Math.PI * sit.amount));
    const hipHeight = skeleton.hips[1] + skeleton.leftUpperLeg[1];
    drop = sit.amount * (hipHeight - (sit.seat.position[1] - floorY + SEAT_CLEARANCE));
  }
  if (limp && gait.limp) {
    // Onto the sore leg: the hips sink and roll down toward the other side (the left is +x; a turn about +z lifts it).
    hipsRotation = fromAxisAngle([0, 0, 1], (gait.limp === 'left' ? 1 : -1) * LIMP.roll * limp.soreStance);
  }
  const hipOf = (side: Side) => add(skeleton.hips, rotate(hipsRotation, skeleton[`${side}UpperLeg`]));
  // The hips go down as far as a leg needs to reach its foot.
  for (const side of SIDES) {
    const hip = hipOf(side);
    const ankle = ankles[side];
    const across = Math.hypot(ankle[0] - hip[0], ankle[2] - hip[2]);
    const down = Math.sqrt(Math.max(0, (REACH * legLength(skeleton, side)) ** 2 - across * across));
    drop = Math.max(drop, hip[1] - ankle[1] - down);
  }
  drop += limp ? LIMP.dip * limp.soreStance : 0;
  const legs: Pose = { hips: hipsRotation };
  for (const side of SIDES) {
    const ankle: Vector3 = [ankles[side][0], ankles[side][1] + drop, ankles[side][2]];
    Object.assign(legs, reachLeg(skeleton, side, hipsRotation, hipOf(side), ankle));
  }
  const armSwing = walk ? Math.max(-1, Math.min(1, (ankles.right[2] - ankles.left[2]) / walk.step)) : 0;
  const [forwardX, forwardZ] = [Math.sin(staging.facing), Math.cos(staging.facing)];
  return { root: { position: [staging.position[0] + forwardX * ahead, staging.position[1] - drop, staging.position[2] + forwardZ * ahead], facing: staging.facing }, legs, armSwing };
}

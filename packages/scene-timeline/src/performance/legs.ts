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

type Side = 'left' | 'right';
const SIDES: readonly Side[] = ['left', 'right'];

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
export function footAlongWalk(side: Side, travelled: number, distance: number, step: number): { along: number; lift: number; planted: boolean } {
  const offset = side === 'left' ? 0 : step;
  const cycle = (travelled - offset + step / 2) / (2 * step);
  const stride = Math.floor(cycle);
  const phase = cycle - stride;
  const plant = (index: number) => Math.min(distance, Math.max(0, offset + 2 * index * step));
  if (phase < 0.5) return { along: plant(stride), lift: 0, planted: true };
  const [from, to] = [plant(stride), plant(stride + 1)];
  const swing = (phase - 0.5) / 0.5;
  return { along: from + (to - from) * smoothstep(swing), lift: to === from ? 0 : FOOT_LIFT * Math.sin(Math.PI * swing), planted: to === from };
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

/** The body of `staging` on `skeleton`, the floor at `floorY`. */
export function stageBody(skeleton: RestSkeleton, staging: Staging, floorY: number): StagedBody {
  const { walk, sit } = staging;
  const standing = { root: { position: staging.position, facing: staging.facing }, legs: {}, armSwing: 0 };
  if (!walk && !sit) return standing;

  // Each ankle's target in the model's axes, measured from the root standing on the floor.
  const ankles = {} as Record<Side, Vector3>;
  let hipsRotation: Quaternion = IDENTITY;
  let drop = 0;
  for (const side of SIDES) {
    const rest = restAnkle(skeleton, side);
    if (walk) {
      const hipsAlong = Math.min(walk.distance, Math.max(0, walk.travelled));
      const foot = footAlongWalk(side, walk.travelled, walk.distance, walk.step);
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
  const hipOf = (side: Side) => add(skeleton.hips, rotate(hipsRotation, skeleton[`${side}UpperLeg`]));
  // The hips go down as far as a leg needs to reach its foot.
  for (const side of SIDES) {
    const hip = hipOf(side);
    const ankle = ankles[side];
    const across = Math.hypot(ankle[0] - hip[0], ankle[2] - hip[2]);
    const down = Math.sqrt(Math.max(0, (REACH * legLength(skeleton, side)) ** 2 - across * across));
    drop = Math.max(drop, hip[1] - ankle[1] - down);
  }
  const legs: Pose = { hips: hipsRotation };
  for (const side of SIDES) {
    const ankle: Vector3 = [ankles[side][0], ankles[side][1] + drop, ankles[side][2]];
    Object.assign(legs, reachLeg(skeleton, side, hipsRotation, hipOf(side), ankle));
  }
  const armSwing = walk ? Math.max(-1, Math.min(1, (ankles.right[2] - ankles.left[2]) / walk.step)) : 0;
  return { root: { position: [staging.position[0], staging.position[1] - drop, staging.position[2]], facing: staging.facing }, legs, armSwing };
}

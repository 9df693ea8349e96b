import type { Vector3 } from '@studio/contracts/timeline';
import type { RigBone } from '../rig';
import { seeded } from './inference';
import type { ActionAtTime, PerformanceAtTime } from './performance-at';
import {
  add,
  blendDirection,
  fromAxisAngle,
  fromUnitVectors,
  fromYawPitchRoll,
  IDENTITY,
  invert,
  limitAngle,
  multiply,
  normalize,
  rotate,
  scale,
  subtract,
} from './quaternion';
import type { StagedBody } from './legs';
import { forwardKinematics, type Pose, type RestSkeleton } from './skeleton';

/**
 * The procedural clips: a character's pose at a time as local bone rotations, layered as
 * idle (breathing, weight shift, a drifting head; its rhythm varied per character) + talk beats
 * (head bobs, a forearm beating time) + the line's action, blended in and out by its weight +
 * the head and eyes turned to what the character looks at. Arms are posed as directions (so a
 * clip means the same on any skeleton in the rig's A-pose) and converted to rotations last.
 */

/** How far a head turns from the chest to look at something (radians): beyond that the eyes turn. */
export const MAX_HEAD_YAW = 0.75;
export const MAX_HEAD_PITCH = 0.55;
/**
 * How far eyes turn in their sockets: the iris's edge then lies at the white's rim (an eye's white
 * spans 0.37-0.41 rad from its middle, its iris 0.56 of that), where a turn further would slide the
 * iris under the lid and skin; the head pitches for the rest of a steep look.
 */
export const MAX_EYE_TURN = 0.2;
/** The head pitches this share of a look up or down (up to MAX_HEAD_PITCH); the eyes lead with the rest, and the lids follow them. */
const HEAD_PITCH_SHARE = 0.75;
/** The neck takes this share of a head turn; the head the rest. */
const NECK_SHARE = 0.35;
/** The jaw's turn with the mouth wide open: a little, as the visemes shape the mouth themselves. */
export const JAW_OPEN_RADIANS = 0.1;

/**
 * The most each bone turns from its rest in any clip (radians): limits a body keeps, which the
 * specs check every clip against.
 */
export const BONE_LIMITS: Record<RigBone, number> = {
  hips: 0.15,
  spine: 0.2,
  chest: 0.25,
  neck: 0.5,
  head: 0.85,
  jaw: 0.3,
  leftEye: MAX_EYE_TURN + 1e-9,
  rightEye: MAX_EYE_TURN + 1e-9,
  leftShoulder: 0.3,
  rightShoulder: 0.3,
  // From the A-pose, 60° below horizontal, up over the shoulder to wave.
  leftUpperArm: 2.4,
  rightUpperArm: 2.4,
  // An elbow bends up to 150°.
  leftLowerArm: 2.6,
  rightLowerArm: 2.6,
  leftHand: 0.6,
  rightHand: 0.6,
  // Seated, a thigh swings forward to level and the knee bends as far back; the foot stays level.
  leftUpperLeg: 1.75,
  rightUpperLeg: 1.75,
  leftLowerLeg: 1.75,
  rightLowerLeg: 1.75,
  leftFoot: 0.9,
  rightFoot: 0.9,
};

export interface PoseInput {
  skeleton: RestSkeleton;
  /** Scene time: the idle's breathing and shifting run on it. */
  seconds: number;
  /** Varies the idle and talk rhythms per character (their id will do). */
  seed: number;
  performance: PerformanceAtTime;
  /** Where the character stands, to bring the points they look and point at into their own axes. */
  mark: { position: Vector3; facing: number };
  /** How far the mouth is open (0…1): the jaw drops with it. */
  mouthOpen?: number;
  /** The hips and legs of a walk or of sitting (stageBody), in place of the idle's, and the arms' swing. */
  body?: Pick<StagedBody, 'legs' | 'armSwing'>;
}

/** Where an arm points: its upper arm (shoulder to elbow) and lower arm (elbow to wrist), as unit directions. */
interface ArmDirections {
  upper: Vector3;
  lower: Vector3;
}

type Side = 'left' | 'right';
const SIDES: readonly Side[] = ['left', 'right'];
const TAU = Math.PI * 2;

/** A point of the scene in the character's own axes (x to their left, y up, z ahead of them). */
function intoModel(mark: PoseInput['mark'], point: Vector3): Vector3 {
  const dx = point[0] - mark.position[0];
  const dz = point[2] - mark.position[2];
  const cos = Math.cos(mark.facing);
  const sin = Math.sin(mark.facing);
  return [dx * cos - dz * sin, point[1] - mark.position[1], dx * sin + dz * cos];
}

/** An arm direction given for the left arm (x outward), mirrored for `side`'s outward sign. */
const outward = (x: number, y: number, z: number, out: number): Vector3 => normalize([x * out, y, z]);

/** The arm clips: where each arm points in the chest's axes at `action.seconds`, or null to leave the arm be. */
function actionArms(action: ActionAtTime, side: Side, out: number): ArmDirections | null {
  const acting = action.side === side;
  switch (action.name) {
    case 'wave':
      if (!acting) return null;
      // Forearm up, swinging from the elbow about twice a second.
      return { upper: outward(0.8, 0.3, 0.25, out), lower: outward(0.25 + 0.35 * Math.sin(TAU * 2.2 * action.seconds), 1, 0.15, out) };
    case 'shrug':
      return { upper: outward(0.3, -1, 0.2, out), lower: outward(0.75, -0.05, 0.75, out) };
    case 'arms-crossed':
      return { upper: outward(0.25, -0.75, 0.55, out), lower: outward(-1, 0.12 + (side === 'left' ? 0.05 : 0), 0.15 + (side === 'left' ? 0.04 : 0), out) };
    case 'hands-on-hips':
      return { upper: outward(0.8, -0.6, -0.15, out), lower: outward(-0.6, -0.75, 0.05, out) };
    case 'hand-to-chest':
      return acting ? { upper: outward(0.2, -0.9, 0.45, out), lower: outward(-0.9, 0.5, 0.2, out) } : null;
    case 'laugh':
      return { upper: outward(0.25, -1, 0.15, out), lower: outward(0.2, -0.6, 0.7, out) };
    default:
      return null;
  }
}

/** Head turns an action adds (yaw toward the left, pitch chin down, roll), beyond looking. */
function actionHead(action: ActionAtTime | null): { yaw: number; pitch: number; roll: number } {
  if (!action) return { yaw: 0, pitch: 0, roll: 0 };
  const { progress, weight } = action;
  switch (action.name) {
    case 'nod':
      // Two dips of the chin.
      return { yaw: 0, pitch: weight * 0.2 * (1 - Math.cos(TAU * 2 * progress)) * 0.5, roll: 0 };
    case 'head-shake':
      return { yaw: weight * 0.32 * Math.sin(TAU * 1.5 * progress), pitch: weight * 0.05, roll: 0 };
    case 'shrug':
      return { yaw: 0, pitch: 0, roll: weight * 0.12 };
    case 'laugh':
      return { yaw: 0, pitch: weight * (-0.15 + 0.05 * Math.sin(TAU * 6 * action.seconds)), roll: 0 };
    default:
      return { yaw: 0, pitch: 0, roll: 0 };
  }
}

/**
 * A pointing arm by two-bone IK: the elbow goes a little below the line from the shoulder to
 * `target`, and the forearm aims from the elbow at the target, so the line from elbow through
 * wrist (the pointing hand's ray) passes through it. Directions in the model's axes.
 */
export function pointingArm(shoulder: Vector3, target: Vector3, upperLength: number): ArmDirections {
  const towards = normalize(subtract(target, shoulder));
  const upper = normalize(add(towards, [0, -0.25, 0]));
  const elbow = add(shoulder, scale(upper, upperLength));
  return { upper, lower: normalize(subtract(target, elbow)) };
}

/** The character's pose at `input.seconds`: local rotations of every bone the skeleton has. */
export function poseAt(input: PoseInput): Pose {
  const { skeleton, seconds, seed, performance, mark } = input;
  const { action, talkWeight, talkSeconds } = performance;
  const random = (salt: string) => seeded(`${seed}:${salt}`);
  const pose: Pose = {};

  // Idle: breathing (3.6–4.6 s a breath), a weight shift from hip to hip (7–11 s), a drifting head.
  const breath = Math.sin((TAU * seconds) / (3.6 + random('breath'))) * 0.5 + 0.5;
  const shift = Math.sin((TAU * seconds) / (7 + 4 * random('shift')) + TAU * random('shift-phase'));
  const drift = Math.sin((TAU * seconds) / (4.5 + 2 * random('drift')) + TAU * random('drift-phase'));
  const laughing = action?.name === 'laugh' ? action.weight : 0;
  const laughBounce = laughing * Math.sin(TAU * 6 * seconds);
  const beat = talkWeight * Math.sin((TAU * talkSeconds) / 0.8 + TAU * random('beat'));
  const hips = fromAxisAngle([0, 0, 1], 0.03 * shift);
  pose.hips = hips;
  pose.spine = fromAxisAngle([1, 0, 0], 0.01 * breath + 0.015 * beat);
  pose.chest = fromAxisAngle([1, 0, 0], -0.015 * breath - laughing * 0.1 + 0.03 * laughBounce);
  // Legs hang straight down whatever the hips do, so the feet stay planted; walking or sitting, the legs reach the feet.
  for (const side of SIDES) pose[`${side}UpperLeg`] = invert(hips);
  Object.assign(pose, input.body?.legs);
  const armSwing = input.body?.armSwing ?? 0;
  const shrugging = action?.name === 'shrug' ? action.weight : 0;
  const out = Math.sign(skeleton.leftUpperArm[0] + skeleton.leftShoulder[0]) || 1;
  for (const side of SIDES) {
    const sign = side === 'left' ? out : -out;
    // Shoulders rise a little with each breath and a lot in a shrug (a turn about z lifting the outer end).
    pose[`${side}Shoulder`] = fromAxisAngle([0, 0, 1], sign * (0.02 * breath + 0.2 * shrugging + 0.03 * laughBounce));
  }

  // Where the character looks (and, while pointing, at what they point).
  let look = intoModel(mark, performance.lookAt);
  const pointAt = action?.name === 'point' && action.target ? intoModel(mark, action.target) : null;
  if (pointAt && action) look = add(look, scale(subtract(pointAt, look), action.weight));
  if (action?.name === 'glance-away') {
    // The look swings aside and down, then comes back.
    const away = fromYawPitchRoll((action.side === 'left' ? 0.9 : -0.9) * action.weight, 0);
    const headHeight = skeleton.hips[1] + skeleton.spine[1] + skeleton.chest[1] + skeleton.neck[1] + skeleton.head[1];
    look = add(rotate(away, subtract(look, [0, headHeight, 0])), [0, headHeight - 0.4 * action.weight, 0]);
  }

  // Arms: hanging, beating time while talking, then the action's clip on top.
  const chestWorld = forwardKinematics(skeleton, pose).chest!.rotation;
  const dominant: Side = random('hand') < 0.75 ? 'right' : 'left';
  for (const side of SIDES) {
    const sign = side === 'left' ? out : -out;
    const sway = 0.04 * shift * sign;
    // Walking, each arm swings forward with the other side's leg.
    const swing = 0.35 * armSwing * (side === 'left' ? 1 : -1);
    let arm: ArmDirections = { upper: outward(0.2 + sway, -1, 0.04 + swing, sign), lower: outward(0.08, -1, 0.22 + 0.03 * breath + swing, sign) };
    const beatAmount = talkWeight * (side === dominant ? 1 : 0.35) * (0.45 + 0.3 * Math.sin((TAU * talkSeconds) / 1.1 + TAU * random(`beat-${side}`)));
    arm = { upper: blendDirection(arm.upper, outward(0.25, -1, 0.25, sign), beatAmount), lower: blendDirection(arm.lower, outward(0.12, -0.25, 1, sign), beatAmount) };
    const clip = action && actionArms(action, side, sign);
    if (clip && action) arm = { upper: blendDirection(arm.upper, clip.upper, action.weight), lower: blendDirection(arm.lower, clip.lower, action.weight) };
    let inModel: ArmDirections = { upper: rotate(chestWorld, arm.upper), lower: rotate(chestWorld, arm.lower) };
    if (pointAt && action && action.side === side) {
      const frames = forwardKinematics(skeleton, pose);
      const pointing = pointingArm(frames[`${side}UpperArm`]!.position, pointAt, Math.hypot(...skeleton[`${side}LowerArm`]));
      inModel = { upper: blendDirection(inModel.upper, pointing.upper, action.weight), lower: blendDirection(inModel.lower, pointing.lower, action.weight) };
    }
    setArm(skeleton, pose, side, inModel);
  }

  // The head turns toward the look (the neck taking a share), plus idle drift, talk bobs and the action's nods and shakes.
  const frames = forwardKinematics(skeleton, pose);
  const neckWorld = frames.neck!;
  const toLook = rotate(invert(neckWorld.rotation), subtract(look, neckWorld.position));
  const lookYaw = clamp(Math.atan2(toLook[0], toLook[2]), MAX_HEAD_YAW);
  const lookPitch = clamp(HEAD_PITCH_SHARE * Math.atan2(-(toLook[1] - skeleton.head[1] - 0.07), Math.hypot(toLook[0], toLook[2])), MAX_HEAD_PITCH);
  const acted = actionHead(action);
  const yaw = lookYaw + 0.04 * drift + 0.03 * beat + acted.yaw;
  const pitch = lookPitch + 0.04 * beat + acted.pitch;
  const roll = 0.02 * drift + acted.roll;
  pose.neck = fromYawPitchRoll(yaw * NECK_SHARE, pitch * NECK_SHARE, roll * NECK_SHARE);
  pose.head = fromYawPitchRoll(yaw * (1 - NECK_SHARE), pitch * (1 - NECK_SHARE), roll * (1 - NECK_SHARE));
  if (skeleton.jaw) pose.jaw = fromAxisAngle([1, 0, 0], JAW_OPEN_RADIANS * Math.min(1, Math.max(0, input.mouthOpen ?? 0)));

  // The eyes take the rest of the way to the look.
  const posed = forwardKinematics(skeleton, pose);
  const headRotation = posed.head!.rotation;
  for (const eye of ['leftEye', 'rightEye'] as const) {
    const eyeFrame = posed[eye];
    if (!eyeFrame) continue;
    const direction = rotate(invert(headRotation), normalize(subtract(look, eyeFrame.position)));
    pose[eye] = limitAngle(fromUnitVectors([0, 0, 1], direction), MAX_EYE_TURN);
  }
  return pose;
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** Sets an arm's rotations so its upper and lower arm point along `arm` (model axes). */
function setArm(skeleton: RestSkeleton, pose: Pose, side: Side, arm: ArmDirections): void {
  const shoulderWorld = forwardKinematics(skeleton, pose)[`${side}Shoulder`]!.rotation;
  const upperRest = normalize(skeleton[`${side}LowerArm`]);
  const upper = fromUnitVectors(upperRest, rotate(invert(shoulderWorld), arm.upper));
  const lowerRest = normalize(skeleton[`${side}Hand`]);
  const lower = fromUnitVectors(lowerRest, rotate(invert(multiply(shoulderWorld, upper)), arm.lower));
  pose[`${side}UpperArm`] = upper;
  pose[`${side}LowerArm`] = lower;
  pose[`${side}Hand`] = IDENTITY;
}

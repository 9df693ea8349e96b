import type { CameraPose, CharacterMark, Vector3 } from '@studio/contracts/timeline';
import { bodyBox, distanceOutside, GROUND_REACH, headBox } from './body';
import type { Stage, WorldBox } from './blocking';
import { lerpVector, roundVector } from './vector';

/** A camera stays this far from anyone's head or body box: beyond the near plane, and clear of arms that swing while talking. */
export const BODY_CLEARANCE = 0.15;
/** …and this far from a prop. */
const PROP_CLEARANCE = 0.1;
/** Nor does it sit on the floor. */
const MIN_CAMERA_HEIGHT = 0.3;

export interface FramedShot {
  camera: CameraPose;
  endCamera: CameraPose;
}

const insideBox = (box: WorldBox, point: Vector3, margin: number) =>
  point.every((value, axis) => value > box.min[axis] - margin && value < box.max[axis] + margin);

/** Whether a camera may stand at `point`: in the set's free area, off the floor and under any ceiling, out of props and out of everyone's boxes. */
export function cameraSpotIsFree(point: Vector3, stage: Stage, marks: CharacterMark[]): boolean {
  const { minX, maxX, minZ, maxZ } = stage.freeArea;
  if (point[0] < minX || point[0] > maxX || point[2] < minZ || point[2] > maxZ) return false;
  if (point[1] < stage.floorY + MIN_CAMERA_HEIGHT || point[1] > stage.floorY + stage.maxCameraHeight) return false;
  if (stage.props.some((prop) => insideBox(prop, point, PROP_CLEARANCE))) return false;
  return marks.every(
    (mark) =>
      // Far from the mark along the ground is clear of both boxes, without working out either.
      Math.hypot(point[0] - mark.position[0], point[2] - mark.position[2]) >= GROUND_REACH + BODY_CLEARANCE ||
      (distanceOutside(headBox(mark), point) >= BODY_CLEARANCE && distanceOutside(bodyBox(mark), point) >= BODY_CLEARANCE),
  );
}

/** Positions to a tenth of a millimetre and angles to 1e-4 degrees, so Node and browsers give the same timeline. */
export function roundPose(pose: CameraPose): CameraPose {
  return { position: roundVector(pose.position), target: roundVector(pose.target), fov: Math.round(pose.fov * 10_000) / 10_000 };
}

export const still = (camera: CameraPose): FramedShot => ({ camera, endCamera: camera });

/** Where a slow dolly that covers `fraction` of the way to the target ends. */
export const pushedIn = (camera: CameraPose, fraction: number): CameraPose => ({ ...camera, position: lerpVector(camera.position, camera.target, fraction) });

/** A slow dolly towards the target, or a still shot when its end would leave the free space. */
export function pushIn(camera: CameraPose, fraction: number, stage: Stage, marks: CharacterMark[]): FramedShot {
  const start = roundPose(camera);
  const end = roundPose(pushedIn(camera, fraction));
  return cameraSpotIsFree(end.position, stage, marks) ? { camera: start, endCamera: end } : still(start);
}

/**
 * The first pose over `scales` × `turns`, in that order, that passes `tests[0]`; failing that, the
 * first that passes `tests[1]`, and so on (the wishes of a shot, strictest first); the very first
 * pose when none passes any.
 */
export function firstFitting(scales: number[], turns: number[], poseAt: (scale: number, turn: number) => CameraPose, tests: ((pose: CameraPose) => boolean)[]): CameraPose {
  const poses = scales.flatMap((scale) => turns.map((turn) => () => poseAt(scale, turn)));
  const made: CameraPose[] = [];
  const pose = (index: number) => (made[index] ??= poses[index]());
  for (const fits of tests) {
    for (let index = 0; index < poses.length; index += 1) {
      if (fits(pose(index))) return pose(index);
    }
  }
  return pose(0);
}

/** The 30-degree rule: a cut between two shots of one subject moves the camera at least this far round it. */
export const MIN_CUT_ANGLE_DEGREES = 30;

/** The angle in degrees at `subject` between the ways to the cameras at `a` and `b`: how far round the subject a cut from one to the other moves. */
export function angleAround(subject: Vector3, a: Vector3, b: Vector3): number {
  const [u, v] = [a, b].map((position) => position.map((value, axis) => value - subject[axis]));
  const cos = (u[0] * v[0] + u[1] * v[1] + u[2] * v[2]) / (Math.hypot(...u) * Math.hypot(...v) || 1);
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/**
 * The line of action of two characters: the ground direction from one to the other, and the
 * normal on the audience's side (+z) of it. It depends only on the pair, never on who speaks,
 * so every shot of their exchange puts its camera on the same side of the line (the 180-degree
 * rule) and each of them stays on their side of the frame, reverse shots included.
 */
export function lineOfAction(a: CharacterMark, b: CharacterMark): { normal: [number, number] } {
  // A fixed order (left to right, then by id) so the pair gives the same line both ways round.
  const [first, second] = [a, b].sort((p, q) => p.position[0] - q.position[0] || p.position[2] - q.position[2] || p.characterId - q.characterId);
  const dx = second.position[0] - first.position[0];
  const dz = second.position[2] - first.position[2];
  const length = Math.hypot(dx, dz) || 1;
  const normal: [number, number] = [-dz / length, dx / length];
  return { normal: normal[1] < 0 || (normal[1] === 0 && normal[0] > 0) ? [-normal[0], -normal[1]] : normal };
}

import type { CameraPose, CharacterMark, Vector3 } from '@studio/contracts/timeline';
import { bodyBox, boxCorners, crownPoint, eyePoint, headBox } from './body';
import type { Stage } from './blocking';
import { aimAt, projector } from './camera-projection';
import { angleAround, cameraSpotIsFree, type FramedShot, MIN_CUT_ANGLE_DEGREES, pushedIn, pushIn } from './camera-space';
import { headIsClear } from './frame-checks';

/**
 * Group shots keep everyone whole: every head and body box inside these frame margins (the top
 * one is the least headroom anyone gets), at the start and at the end of the shot.
 */
const SIDE_MARGIN = 0.02;
const TOP_MARGIN = 0.05;
const BOTTOM_MARGIN = 0.02;

interface GroupSpec {
  /** The ground direction from the group's middle to the camera. */
  direction: [number, number];
  /** The camera's height above the floor, or null for just above the tallest subject's eyes. */
  height: number | null;
  /** The lens when the camera has room to stand back; a set too small for that gets a wider one. */
  fov: number;
  minDistance: number;
  push: number;
  /** Where the group's middle goes: its top-of-head height, or a point 1 m above the floor. */
  anchor: 'crown' | 'waist';
  screen: { x: number; y: number };
}

/** establishing: high, wide and a little off-axis, pushing in slowly; wide: the whole group from the front at eye level. */
export const GROUP_SHOTS: Record<'establishing' | 'wide', GroupSpec> = {
  establishing: { direction: unit(0.25, 1), height: 3.2, fov: 50, minDistance: 9, push: 0.12, anchor: 'waist', screen: { x: 0.5, y: 0.55 } },
  wide: { direction: [0, 1], height: null, fov: 45, minDistance: 0, push: 0, anchor: 'crown', screen: { x: 0.5, y: 0.12 } },
};

function unit(x: number, z: number): [number, number] {
  const length = Math.hypot(x, z);
  return [x / length, z / length];
}

/**
 * The camera stands off the group's middle along the shot's direction, as far back as the lens
 * needs to get everyone in, but never out of the set's free space: where the set is too small it
 * comes closer and widens the lens until everyone fits again. When someone's head is hidden
 * behind someone else from there, the direction turns a little round the group until none is.
 */
export function frameGroup(kind: 'establishing' | 'wide', subjects: CharacterMark[], marks: CharacterMark[], stage: Stage, awayFrom?: Vector3): FramedShot {
  const spec = GROUP_SHOTS[kind];
  const directions = awayFrom === undefined ? GROUP_DIRECTIONS : [...GROUP_DIRECTIONS, ...AWAY_GROUP_DIRECTIONS];
  const framings = directions.map((turn) => groupPose(spec, rotate(spec.direction, turn), subjects, marks, stage));
  // Nobody's head hidden behind someone else's, where some direction allows it.
  const isClear = (pose: CameraPose) => [pose, pushedIn(pose, spec.push)].every((candidate) => subjects.every((mark) => headIsClear(candidate, mark, marks)));
  // Cut to from a shot of the same group whose camera stood at `awayFrom`: one moved round it far enough first.
  const middle = groupEyes(subjects);
  const movedRound = (pose: CameraPose) => awayFrom !== undefined && angleAround(middle, awayFrom, pose.position) >= MIN_CUT_ANGLE_DEGREES;
  const chosen = framings.find((pose) => movedRound(pose) && isClear(pose)) ?? framings.find(movedRound) ?? framings.find(isClear);
  return pushIn(chosen ?? framings[0], spec.push, stage, marks);
}

/** Turns (radians) of the shot's direction round the group's middle, tried in order when someone hides someone else. */
const GROUP_DIRECTIONS = [0, 0.15, -0.15, 0.3, -0.3];
/** …and further round, when the shot must move away from the one before. */
const AWAY_GROUP_DIRECTIONS = [0.45, -0.45, 0.6, -0.6];

/** The middle of the group's eyes: the point a cut between two shots of the group turns round. */
export function groupEyes(subjects: CharacterMark[]): Vector3 {
  const eyes = subjects.map(eyePoint);
  const mean = (axis: number) => eyes.reduce((sum, eye) => sum + eye[axis], 0) / Math.max(1, eyes.length);
  return [mean(0), mean(1), mean(2)];
}

const rotate = ([x, z]: [number, number], angle: number): [number, number] => [x * Math.cos(angle) + z * Math.sin(angle), -x * Math.sin(angle) + z * Math.cos(angle)];

function groupPose(spec: GroupSpec, direction: [number, number], subjects: CharacterMark[], marks: CharacterMark[], stage: Stage): CameraPose {
  const middle = groupMiddle(subjects, stage.floorY);
  const cameraY = spec.height === null ? Math.max(stage.floorY + 1.5, ...subjects.map((mark) => eyePoint(mark)[1] + 0.1)) : stage.floorY + spec.height;
  const anchor: Vector3 = [middle[0], spec.anchor === 'crown' ? Math.max(stage.floorY + 1.8, ...subjects.map((mark) => crownPoint(mark)[1])) : stage.floorY + 1, middle[2]];
  const positionAt = (distance: number): Vector3 => [middle[0] + direction[0] * distance, cameraY, middle[2] + direction[1] * distance];
  const poseAt = (distance: number, fov: number) => aimAt(positionAt(distance), anchor, spec.screen, fov);
  const fits = (pose: CameraPose) => [pose, pushedIn(pose, spec.push)].every((candidate) => everyoneInside(candidate, subjects));

  const wanted = Math.max(spec.minDistance, smallest(1, 40, (distance) => fits(poseAt(distance, spec.fov))));
  let distance = wanted;
  while (distance > 1 && !(cameraSpotIsFree(positionAt(distance), stage, marks) && cameraSpotIsFree(pushedIn(poseAt(distance, spec.fov), spec.push).position, stage, marks))) {
    distance -= 0.1;
  }
  const fov = Math.max(spec.fov, smallest(spec.fov, 100, (candidate) => fits(poseAt(distance, candidate))));
  return poseAt(distance, fov);
}

/** The middle of the group's extent across, its mean depth, on the floor; the stage's centre for an empty stage. */
function groupMiddle(subjects: CharacterMark[], floorY: number): Vector3 {
  if (subjects.length === 0) return [0, floorY, 0];
  const xs = subjects.map((mark) => mark.position[0]);
  const zs = subjects.map((mark) => mark.position[2]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, floorY, zs.reduce((sum, z) => sum + z, 0) / zs.length];
}

function everyoneInside(pose: CameraPose, subjects: CharacterMark[]): boolean {
  const project = projector(pose);
  return subjects.every((mark) =>
    [headBox(mark), bodyBox(mark)].every((box) =>
      boxCorners(box).every((corner) => {
        const point = project(corner);
        return point.depth > 0.1 && point.x >= SIDE_MARGIN && point.x <= 1 - SIDE_MARGIN && point.y >= TOP_MARGIN && point.y <= 1 - BOTTOM_MARGIN;
      }),
    ),
  );
}

/** The smallest value in [low, high] for which the monotone test passes (high when none does), to a centimetre or a hundredth of a degree. */
function smallest(low: number, high: number, passes: (value: number) => boolean): number {
  if (passes(low)) return low;
  if (!passes(high)) return high;
  let [fail, pass] = [low, high];
  while (pass - fail > 0.01) {
    const middle = (fail + pass) / 2;
    if (passes(middle)) pass = middle;
    else fail = middle;
  }
  return pass;
}

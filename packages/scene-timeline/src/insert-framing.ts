import type { CameraPose, CharacterMark, Vector3 } from '@studio/contracts/timeline';
import type { Stage } from './blocking';
import { aimAt } from './camera-projection';
import { cameraSpotIsFree, type FramedShot, pushIn } from './camera-space';
import { roundVector } from './vector';

/**
 * An insert looks down at its point from the audience's side: this far away (metres, nearest
 * first), this far above it, turned this far round it (degrees) when the first places are not free.
 */
const INSERT = { fov: 35, elevationDegrees: 35, distances: [1.1, 1.5, 2], turnsDegrees: [0, 25, -25, 50, -50], push: 0.05 };
/** Where hands gesture: this fraction of a character's height above the floor, this far (metres) in front of them. */
const HANDS = { heightFraction: 0.55, ahead: 0.25 };

/**
 * The point an insert shows: the line's action target when it is a point, else the hands of the
 * one the shot is about (the line's gesture, a thing held), in front of them at hand height.
 */
export function insertPoint(target: Vector3 | null, subjectId: number, marks: CharacterMark[], stage: Stage): Vector3 {
  if (target) return target;
  const subject = marks.find((mark) => mark.characterId === subjectId) ?? marks[0];
  if (!subject) return roundVector([0, stage.floorY + 1, 0]);
  const [x, , z] = subject.position;
  return roundVector([x + Math.sin(subject.facing) * HANDS.ahead, stage.floorY + subject.height * HANDS.heightFraction, z + Math.cos(subject.facing) * HANDS.ahead]);
}

/** A close view of `point` on the set: the point in the middle of the frame, the camera in free space where a place allows. */
export function frameInsert(point: Vector3, marks: CharacterMark[], stage: Stage): FramedShot {
  const elevation = (INSERT.elevationDegrees * Math.PI) / 180;
  // A point at someone's hands is seen from in front of them, anything else from the audience's side.
  const holder = marks.find((mark) => Math.hypot(mark.position[0] - point[0], mark.position[2] - point[2]) <= HANDS.ahead * 2);
  const side = holder?.facing ?? 0;
  const poses: CameraPose[] = INSERT.distances.flatMap((distance) =>
    INSERT.turnsDegrees.map((degrees) => {
      const turn = side + (degrees * Math.PI) / 180;
      const ground = distance * Math.cos(elevation);
      const position: Vector3 = [point[0] + Math.sin(turn) * ground, point[1] + distance * Math.sin(elevation), point[2] + Math.cos(turn) * ground];
      return aimAt(position, point, { x: 0.5, y: 0.5 }, INSERT.fov);
    }),
  );
  const free = poses.find((pose) => cameraSpotIsFree(pose.position, stage, marks));
  return pushIn(free ?? poses[0], INSERT.push, stage, marks);
}

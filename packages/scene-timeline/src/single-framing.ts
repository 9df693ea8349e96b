import type { CameraPose, CharacterMark, Vector3 } from '@studio/contracts/timeline';
import { EYE_DROP, eyePoint, HEAD_HEIGHT } from './body';
import type { Stage } from './blocking';
import { fovFor } from './camera-projection';
import { angleAround, cameraSpotIsFree, firstFitting, type FramedShot, lineOfAction, MIN_CUT_ANGLE_DEGREES, pushedIn, pushIn } from './camera-space';
import { aimWithHeadroom, headIsClear, headIsWhole, noHeadCut, noOneInFront } from './frame-checks';
import { MAX_HEAD_YAW } from './performance/pose';

/**
 * Shot sizes as a director gives them: the share of the frame's height the head takes, where the
 * top of the head sits (a fraction of the frame from its top: the headroom), the lens, and how far
 * the camera pushes in during the shot. With the eyes 0.11 m under the top of a 0.27 m head box,
 * the eyes land near the upper third line: at 0.29 in a close shot, 0.26 in a medium one.
 */
export const SINGLE_SIZES = {
  close: { headShare: 0.45, headroom: 0.1, fov: 30, push: 0.06 },
  medium: { headShare: 0.32, headroom: 0.13, fov: 32, push: 0.08 },
} as const;
export type SingleSize = keyof typeof SINGLE_SIZES;

/** The side of the frame, as a fraction from its left edge, a subject is placed on: a third in from one edge. */
export const LEFT_THIRD = 1 / 3;
export const RIGHT_THIRD = 2 / 3;

/** Turns of the camera away from where the subject faces, tried in order: three-quarter views first, square-on last. */
const TURNS_DEGREES = [30, 20, 40, 12, 50];
/** …and when the camera must move round from the shot before (the 30-degree rule), a wider one as well. */
const AWAY_TURNS_DEGREES = [...TURNS_DEGREES, 60];

/** Where the eyes go on screen when the top of the head sits at `headroom` and the head fills `headShare` of the frame's height. */
export const eyeLineFor = (headroom: number, headShare: number) => headroom + (EYE_DROP / HEAD_HEIGHT) * headShare;

/**
 * The speaker alone, at eye level, from three-quarters in front: the camera is turned away
 * from where they face so they look across the frame, and they are placed on the third away
 * from where they look, leaving the open side in front of them (lead room). The first of the
 * candidate turns whose camera is in free space and sees the whole head unblocked, at the start
 * and at the end of the push-in, wins; one with nobody else in the foreground and no one else's
 * head cut by the frame's edge first, and in an exchange one on the `partner`'s side of the
 * line of action, as the exchange's other shots. Cut to from a shot of the same subject whose
 * camera stood at `awayFrom`, one at least MIN_CUT_ANGLE_DEGREES round the subject from it comes
 * first (the caller checks whether one was found).
 */
export function frameSingle(size: SingleSize, subject: CharacterMark, marks: CharacterMark[], stage: Stage, partner?: CharacterMark, awayFrom?: Vector3): FramedShot {
  const spec = SINGLE_SIZES[size];
  const distance = HEAD_HEIGHT / spec.headShare / (2 * Math.tan((spec.fov * Math.PI) / 360));
  const bystanders = marks.filter((mark) => mark !== subject);
  const fits = (pose: CameraPose) =>
    [pose, pushedIn(pose, spec.push)].every(
      (candidate) => cameraSpotIsFree(candidate.position, stage, marks) && headIsWhole(candidate, subject) && headIsClear(candidate, subject, marks),
    );
  // In an exchange, on the audience's side of the line of action, as every other shot of it.
  const normal = partner && lineOfAction(subject, partner).normal;
  const onOurSide = (pose: CameraPose) => !normal || (pose.position[0] - subject.position[0]) * normal[0] + (pose.position[2] - subject.position[2]) * normal[1] > 0;
  const clean = (pose: CameraPose) =>
    fits(pose) && [pose, pushedIn(pose, spec.push)].every((candidate) => noHeadCut(candidate, bystanders) && noOneInFront(candidate, subject, bystanders));
  // When every turn is blocked at the shot's distance, the same turns from closer in on a wider lens frame the same.
  const faced = faceDirection(subject, partner);
  const poseAt = (scale: number, turn: number) => singlePose(subject, faced, turn, distance * scale, spec);
  const wishes = [(pose: CameraPose) => onOurSide(pose) && clean(pose), (pose: CameraPose) => onOurSide(pose) && fits(pose), fits];
  const eye = eyePoint(subject);
  const movedRound = (pose: CameraPose) => awayFrom === undefined || angleAround(eye, awayFrom, pose.position) >= MIN_CUT_ANGLE_DEGREES;
  const ordered = awayFrom === undefined ? wishes : [...wishes.slice(0, 2).map((wish) => (pose: CameraPose) => movedRound(pose) && wish(pose)), ...wishes];
  const turns = turnsTowardsTheAudience(faced, awayFrom === undefined ? TURNS_DEGREES : AWAY_TURNS_DEGREES);
  return pushIn(firstFitting([1, 0.8, 0.65, 0.5], turns, poseAt, ordered), spec.push, stage, marks);
}

/**
 * Signed turns (radians) of the camera away from the subject's facing, the side that brings the
 * camera round towards the audience (+z) first: the set's open side, where the camera has room.
 */
function turnsTowardsTheAudience(facing: number, turns: readonly number[]): number[] {
  const side = facing > 1e-9 ? -1 : 1;
  return turns.flatMap((degrees) => [side, -side].map((sign) => (sign * degrees * Math.PI) / 180));
}

/**
 * Where the subject's face points during an exchange: their mark's facing turned toward the
 * partner as far as a head turns (the performance looks at whom they talk with). Turning the
 * camera from the mark's facing alone saw a speaker at the end of a row, whose head turns far
 * to the partner, in profile.
 */
export function faceDirection(subject: CharacterMark, partner?: CharacterMark): number {
  if (!partner) return subject.facing;
  const toPartner = Math.atan2(partner.position[0] - subject.position[0], partner.position[2] - subject.position[2]);
  const turn = Math.atan2(Math.sin(toPartner - subject.facing), Math.cos(toPartner - subject.facing));
  return subject.facing + Math.max(-MAX_HEAD_YAW, Math.min(MAX_HEAD_YAW, turn));
}

function singlePose(subject: CharacterMark, faced: number, turn: number, distance: number, spec: (typeof SINGLE_SIZES)[SingleSize]): CameraPose {
  const eye = eyePoint(subject);
  const direction = faced + turn;
  const position: Vector3 = [eye[0] + Math.sin(direction) * distance, eye[1], eye[2] + Math.cos(direction) * distance];
  // Turned by a positive angle, the camera sees the subject look towards the left of the frame: they go on the right third.
  const x = turn > 0 ? RIGHT_THIRD : LEFT_THIRD;
  return aimWithHeadroom(position, eye, x, eyeLineFor(spec.headroom, spec.headShare), fovFor(HEAD_HEIGHT / spec.headShare, distance), [subject], spec.headroom);
}

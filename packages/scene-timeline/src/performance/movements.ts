import type { CharacterMark, Movement, ParsedTimelineInput, Placement, SceneTimeline, Seat, TalkingInterval, Vector3 } from '@studio/contracts/timeline';
import { isMovementAction } from '@studio/contracts/timeline';
import { lerpVector, roundMetres, roundRadians, smoothstep } from '../vector';

/**
 * Performers moving about the set as their lines direct (MOVEMENT_ACTIONS): planned once per
 * scene as a list of moves (walk, turn, sit, stand) per character, and where a character is at
 * any time (stagingAt), a pure function of the time the preview and the render both play.
 */

/** A walking pace and the length of one step (a stride is two). */
export const WALK_SPEED = 1.2;
export const STEP_LENGTH = 0.6;
/** How fast a performer turns on the spot (radians a second), and the shortest turn. */
const TURN_SPEED = 3;
const MIN_TURN_SECONDS = 0.3;
/** Turns smaller than this (radians) and walks shorter than this (metres) are not made. */
const MIN_TURN = 0.1;
const MIN_WALK = 0.05;
export const SIT_SECONDS = 1.1;
export const STAND_SECONDS = 1;
/** Where the feet stand in front of a seat's middle, to sit down from and to stay while seated. */
export const SEAT_FOOT_REACH = 0.42;
/** A walk to a character stops this far from them, facing them. */
const KEEP_APART = 1;

const roundSeconds = (seconds: number) => Math.round(seconds * 1000) / 1000;
/** The signed turn from `from` to `to` the short way round. */
export const turnBetween = (from: number, to: number) => Math.atan2(Math.sin(to - from), Math.cos(to - from));
/** Which way one faces to look from `from` to `to` along the floor (facing 0 looks down +z). */
const headingTo = (from: Vector3, to: Vector3) => Math.atan2(to[0] - from[0], to[2] - from[2]);
const floorDistance = (a: Vector3, b: Vector3) => Math.hypot(b[0] - a[0], b[2] - a[2]);
/** The steps of a walk of `distance` metres: whole steps of about STEP_LENGTH, so both feet end side by side at its end. */
export const stepLengthFor = (distance: number) => distance / Math.max(1, Math.round(distance / STEP_LENGTH));
const forwardOf = (facing: number): Vector3 => [Math.sin(facing), 0, Math.cos(facing)];
const roundPoint = (point: Vector3): Vector3 => [roundMetres(point[0]), roundMetres(point[1]), roundMetres(point[2])];

/** Where a seated performer's feet stand: in front of the seat, on the floor. */
export function standPointOf(seat: Seat, floorY: number): Vector3 {
  const forward = forwardOf(seat.facing);
  return roundPoint([seat.position[0] + forward[0] * SEAT_FOOT_REACH, floorY, seat.position[2] + forward[2] * SEAT_FOOT_REACH]);
}

interface Planner {
  seats: readonly Seat[];
  floorY: number;
  placements: Map<number, Placement>;
  /** When each character's last move ends. */
  busyUntil: Map<number, number>;
  movements: Movement[];
}

function move(planner: Planner, characterId: number, lineId: number, kind: Movement['kind'], seconds: number, to: Placement): void {
  const from = planner.placements.get(characterId)!;
  const start = planner.busyUntil.get(characterId)!;
  const end = roundSeconds(start + seconds);
  planner.movements.push({ characterId, lineId, kind, start, end, from, to });
  planner.placements.set(characterId, to);
  planner.busyUntil.set(characterId, end);
}

function turnTo(planner: Planner, characterId: number, lineId: number, facing: number, minTurn = MIN_TURN): void {
  const from = planner.placements.get(characterId)!;
  const turn = turnBetween(from.facing, facing);
  if (Math.abs(turn) < minTurn || from.seat !== null) return;
  move(planner, characterId, lineId, 'turn', Math.max(MIN_TURN_SECONDS, Math.abs(turn) / TURN_SPEED), { ...from, facing: roundRadians(from.facing + turn) });
}

/** Turns to the way, walks there in whole steps, ending facing `facing` (else the way walked). */
function walkTo(planner: Planner, characterId: number, lineId: number, point: Vector3, facing?: number): void {
  standUp(planner, characterId, lineId);
  const from = planner.placements.get(characterId)!;
  const destination = roundPoint([point[0], planner.floorY, point[2]]);
  const distance = floorDistance(from.position, destination);
  if (distance >= MIN_WALK) {
    // Even a slight turn is made before a walk: the feet step straight ahead of the body.
    const heading = roundRadians(headingTo(from.position, destination));
    turnTo(planner, characterId, lineId, heading, 1e-3);
    const seconds = (distance + stepLengthFor(distance)) / WALK_SPEED;
    move(planner, characterId, lineId, 'walk', seconds, { position: destination, facing: heading, seat: null });
  }
  if (facing !== undefined) turnTo(planner, characterId, lineId, facing);
}

function standUp(planner: Planner, characterId: number, lineId: number): void {
  const from = planner.placements.get(characterId)!;
  if (from.seat === null) return;
  move(planner, characterId, lineId, 'stand', STAND_SECONDS, { position: standPointOf(planner.seats[from.seat], planner.floorY), facing: from.facing, seat: null });
}

/** Sits on the free seat nearest the character, walking over first; with no free seat they stay standing. */
function sitDown(planner: Planner, characterId: number, lineId: number): void {
  const from = planner.placements.get(characterId)!;
  if (from.seat !== null) return;
  const taken = new Set([...planner.placements.values()].map((placement) => placement.seat));
  const free = planner.seats.map((seat, index) => ({ seat, index })).filter(({ index }) => !taken.has(index));
  if (free.length === 0) return;
  const nearest = free.reduce((best, candidate) =>
    floorDistance(from.position, standPointOf(candidate.seat, planner.floorY)) < floorDistance(from.position, standPointOf(best.seat, planner.floorY)) ? candidate : best,
  );
  walkTo(planner, characterId, lineId, standPointOf(nearest.seat, planner.floorY), nearest.seat.facing);
  const standing = planner.placements.get(characterId)!;
  move(planner, characterId, lineId, 'sit', SIT_SECONDS, { position: roundPoint([nearest.seat.position[0], planner.floorY, nearest.seat.position[2]]), facing: standing.facing, seat: nearest.index });
}

/**
 * Every move the lines direct, in line order: a line whose action is a movement starts it as the
 * line starts (or when the speaker's last move ends). walk-to goes to the target point, or to
 * KEEP_APART from the target character (the one addressed when the line names none) and faces
 * them; turn-to faces the target; sit-down sits on the nearest free seat; stand-up stands. A
 * move with nowhere to go (no target, no seat) is not made.
 */
export function planMovements(
  lines: ParsedTimelineInput['lines'],
  talking: readonly TalkingInterval[],
  blocking: readonly CharacterMark[],
  seats: readonly Seat[],
  floorY: number,
  addresseeOf: (index: number) => number | null,
): Movement[] {
  const planner: Planner = {
    seats,
    floorY,
    placements: new Map(blocking.map((mark) => [mark.characterId, { position: mark.position, facing: mark.facing, seat: null }])),
    busyUntil: new Map(blocking.map((mark) => [mark.characterId, 0])),
    movements: [],
  };
  lines.forEach((line, index) => {
    if (!line.action || !isMovementAction(line.action)) return;
    const speaker = line.characterId;
    planner.busyUntil.set(speaker, Math.max(planner.busyUntil.get(speaker)!, talking[index].start));
    const here = planner.placements.get(speaker)!.position;
    const targetId = typeof line.actionTarget === 'number' ? line.actionTarget : Array.isArray(line.actionTarget) ? null : addresseeOf(index);
    const other = targetId === null || targetId === speaker ? undefined : planner.placements.get(targetId);
    const point = Array.isArray(line.actionTarget) ? line.actionTarget : other?.position;
    switch (line.action) {
      case 'walk-to':
        if (other) {
          const away = floorDistance(other.position, here);
          const keep = away > 0 ? KEEP_APART / away : 0;
          const stop: Vector3 = [other.position[0] + (here[0] - other.position[0]) * keep, floorY, other.position[2] + (here[2] - other.position[2]) * keep];
          walkTo(planner, speaker, line.id, stop, headingTo(stop, other.position));
        } else if (point) {
          walkTo(planner, speaker, line.id, point);
        }
        break;
      case 'turn-to':
        if (point) turnTo(planner, speaker, line.id, headingTo(here, point));
        break;
      case 'sit-down':
        sitDown(planner, speaker, line.id);
        break;
      case 'stand-up':
        standUp(planner, speaker, line.id);
        break;
    }
  });
  return planner.movements.sort((a, b) => a.start - b.start || a.characterId - b.characterId);
}

/** A walk under way: from where, which way, how far in all, the step length, and how far the gait has gone (−step/2 … distance + step/2). */
export interface WalkAtTime {
  from: Vector3;
  heading: number;
  distance: number;
  step: number;
  travelled: number;
}

/** A performer seated or sitting down or standing up: the seat, and how far down they are (0 standing in front of it, 1 seated). */
export interface SitAtTime {
  seat: Seat;
  amount: number;
}

/** Where a performer is at one time: their root on the floor (under the hips), the way they face, and any walk or sitting under way. */
export interface Staging {
  position: Vector3;
  facing: number;
  walk: WalkAtTime | null;
  sit: SitAtTime | null;
}

/** What of a timeline says where its performers are. */
export type StagedTimeline = Pick<SceneTimeline, 'blocking' | 'movements' | 'set'>;

const staticStaging = (timeline: StagedTimeline, placement: Placement): Staging => {
  const seat = placement.seat === null ? undefined : timeline.set.seats[placement.seat];
  return {
    position: placement.position,
    facing: placement.facing,
    walk: null,
    sit: seat ? { seat, amount: 1 } : null,
  };
};

/** Where `characterId` is at `seconds`: on their mark before their first move, between moves where the last one left them. */
export function stagingAt(timeline: StagedTimeline, characterId: number, seconds: number): Staging {
  const mark = timeline.blocking.find((candidate) => candidate.characterId === characterId);
  let placement: Placement = { position: mark?.position ?? [0, timeline.set.floorY, 0], facing: mark?.facing ?? 0, seat: null };
  for (const movement of timeline.movements) {
    if (movement.characterId !== characterId || movement.start > seconds) continue;
    if (movement.end <= seconds) {
      placement = movement.to;
      continue;
    }
    const progress = (seconds - movement.start) / (movement.end - movement.start);
    const { from, to } = movement;
    switch (movement.kind) {
      case 'turn':
        return { ...staticStaging(timeline, from), facing: from.facing + turnBetween(from.facing, to.facing) * smoothstep(progress) };
      case 'walk': {
        const distance = floorDistance(from.position, to.position);
        const step = stepLengthFor(distance);
        const travelled = -step / 2 + (distance + step) * progress;
        const along = Math.min(distance, Math.max(0, travelled)) / distance;
        const heading = headingTo(from.position, to.position);
        return {
          position: lerpVector(from.position, to.position, along),
          facing: heading,
          walk: { from: from.position, heading, distance, step, travelled },
          sit: null,
        };
      }
      case 'sit':
      case 'stand': {
        const seat = timeline.set.seats[(movement.kind === 'sit' ? to.seat : from.seat)!];
        const amount = movement.kind === 'sit' ? smoothstep(progress) : 1 - smoothstep(progress);
        const seatFloor: Vector3 = [seat.position[0], timeline.set.floorY, seat.position[2]];
        return { position: lerpVector(standPointOf(seat, timeline.set.floorY), seatFloor, amount), facing: from.facing, walk: null, sit: { seat, amount } };
      }
    }
  }
  return staticStaging(timeline, placement);
}

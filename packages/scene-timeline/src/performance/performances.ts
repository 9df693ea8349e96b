import type { ActionTarget, CharacterMark, GestureAction, ParsedTimelineInput, Performance, PerformedAction, TalkingInterval, Vector3 } from '@studio/contracts/timeline';
import { eyePoint } from '../body';
import { roundVector } from '../vector';
import { type InferredPerformance, listenerReaction, performanceFor, seeded } from './inference';

/** How long each action takes; arms-crossed and hands-on-hips are held to the end of the line. */
export const ACTION_SECONDS: Record<GestureAction, number> = {
  nod: 0.9,
  'head-shake': 1.1,
  point: 1.6,
  wave: 1.8,
  shrug: 1.3,
  'arms-crossed': Infinity,
  'hands-on-hips': Infinity,
  'hand-to-chest': 1.5,
  laugh: 1.4,
  'glance-away': 1.4,
};
/** An action starts this long before the word that calls for it, as gestures lead speech. */
const ACTION_LEAD_SECONDS = 0.2;
/** A point at a thing aims this far from the speaker, this far to one side of where they face, at this height. */
const THING_DISTANCE = 3;
const THING_ANGLE = 0.7;
const THING_HEIGHT = 0.9;
/** A point at a person aims at their chest: this fraction of their height. */
const CHEST_FRACTION = 0.72;

const roundSeconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** `local` (x to the character's left, z ahead) from the character's mark into the scene's axes. */
function fromMark(mark: CharacterMark, local: Vector3): Vector3 {
  const cos = Math.cos(mark.facing);
  const sin = Math.sin(mark.facing);
  return [mark.position[0] + local[0] * cos + local[2] * sin, mark.position[1] + local[1], mark.position[2] - local[0] * sin + local[2] * cos];
}

/** How far `point` is to the character's left (negative: right) in their own axes. */
function leftOf(mark: CharacterMark, point: Vector3): number {
  const dx = point[0] - mark.position[0];
  const dz = point[2] - mark.position[2];
  return dx * Math.cos(mark.facing) - dz * Math.sin(mark.facing);
}

const chestPoint = (mark: CharacterMark): Vector3 => [mark.position[0], mark.position[1] + mark.height * CHEST_FRACTION, mark.position[2]];

function timedAction(
  name: GestureAction,
  at: number,
  interval: TalkingInterval,
  spanEnd: number,
  aimed: { targetId: number | null; target: Vector3 | null; side: 'left' | 'right' },
): PerformedAction {
  const seconds = ACTION_SECONDS[name];
  const earliest = interval.start;
  let start = Math.max(earliest, interval.start + at * (interval.end - interval.start) - ACTION_LEAD_SECONDS);
  const end = Math.min(spanEnd, start + seconds);
  // A late word in a short line: the action is moved earlier to fit before the next line.
  if (seconds !== Infinity && end - start < seconds) start = Math.max(earliest, end - seconds);
  return { name, start: roundSeconds(start), end: roundSeconds(end), ...aimed };
}

/**
 * Every character's performance of every line: the speaker acts the line (its direction, else
 * what its words call for: performanceFor), looking at whom they address; every other character
 * listens, looking at the speaker and reacting (listenerReaction). A performance lasts from its
 * line's start to the next line's, so a face holds its feeling through the pause.
 */
export function planPerformances(
  lines: ParsedTimelineInput['lines'],
  talking: readonly TalkingInterval[],
  blocking: readonly CharacterMark[],
  durationSeconds: number,
  /** Whom each line is said to (see addressees). */
  addressed: readonly (number | null)[],
): Performance[] {
  const markOf = new Map(blocking.map((mark) => [mark.characterId, mark]));
  const performances: Performance[] = [];
  lines.forEach((line, index) => {
    const interval = talking[index];
    const spanEnd = talking[index + 1]?.start ?? durationSeconds;
    const speakerMark = markOf.get(line.characterId)!;
    const addresseeId = addressed[index];
    const addressee = addresseeId === null ? undefined : markOf.get(addresseeId);
    const acted: InferredPerformance = performanceFor(line);

    let action: PerformedAction | null = null;
    if (acted.action) {
      const aimed = aimOf(acted, line.actionTarget ?? null, line.id, speakerMark, addressee, markOf);
      action = timedAction(acted.action, acted.actionAt, interval, spanEnd, aimed);
    }
    performances.push({
      characterId: line.characterId,
      lineId: line.id,
      role: 'speaker',
      start: interval.start,
      end: spanEnd,
      emotion: acted.emotion,
      intensity: acted.intensity,
      action,
      lookAtId: addressee ? addressee.characterId : null,
      lookAt: addressee ? roundVector(eyePoint(addressee)) : null,
    });

    for (const listener of blocking) {
      if (listener.characterId === line.characterId) continue;
      const reaction = listenerReaction(acted, line.text, line.id, listener.characterId, listener.characterId === addresseeId);
      const side = seeded(`glance:${line.id}:${listener.characterId}`) < 0.5 ? 'left' : 'right';
      performances.push({
        characterId: listener.characterId,
        lineId: line.id,
        role: 'listener',
        start: interval.start,
        end: spanEnd,
        emotion: reaction.emotion,
        intensity: reaction.intensity,
        action: reaction.action && timedAction(reaction.action, reaction.actionAt, interval, spanEnd, { targetId: null, target: null, side }),
        lookAtId: line.characterId,
        lookAt: roundVector(eyePoint(speakerMark)),
      });
    }
  });
  return performances;
}

/** What the line's action aims at and with which hand: the direction's target, else the addressee or a thing beside the speaker. */
function aimOf(
  acted: InferredPerformance,
  directed: ActionTarget | null,
  lineId: number,
  speaker: CharacterMark,
  addressee: CharacterMark | undefined,
  markOf: ReadonlyMap<number, CharacterMark>,
): { targetId: number | null; target: Vector3 | null; side: 'left' | 'right' } {
  const handRoll = seeded(`hand:${lineId}`);
  if (acted.action !== 'point') return { targetId: null, target: null, side: acted.action === 'wave' && handRoll < 0.3 ? 'left' : 'right' };
  let targetId: number | null = null;
  let target: Vector3;
  const directedMark = typeof directed === 'number' ? markOf.get(directed) : undefined;
  if (directedMark) {
    targetId = directedMark.characterId;
    target = chestPoint(directedMark);
  } else if (Array.isArray(directed)) {
    target = directed;
  } else if (acted.aim === 'addressee' && addressee) {
    targetId = addressee.characterId;
    target = chestPoint(addressee);
  } else {
    // A thing on the set, to the side away from the one addressed (else the hand's side).
    const away = addressee ? -Math.sign(leftOf(speaker, addressee.position)) || 1 : handRoll < 0.5 ? 1 : -1;
    const angle = away * THING_ANGLE;
    target = fromMark(speaker, [Math.sin(angle) * THING_DISTANCE, THING_HEIGHT, Math.cos(angle) * THING_DISTANCE]);
  }
  target = roundVector(target);
  return { targetId, target, side: leftOf(speaker, target) >= 0 ? 'left' : 'right' };
}

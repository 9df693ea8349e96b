import type { LineCamera } from '@studio/contracts/direction';
import type { ShotKind, Vector3 } from '@studio/contracts/timeline';

/** A line no longer than this (seconds) gets a close shot when its speaker is alone in the frame. */
export const CLOSE_SHOT_MAX_SECONDS = 2.5;
/** A line said at least this intensely (0–1) is shot close on its speaker, wherever it falls. */
export const CLOSE_INTENSITY = 0.7;
/** …and one said at most this intensely never is, however short. */
export const CALM_INTENSITY = 0.35;
/** Words that address the whole group: with three or more on stage such a line gets the wide shot. */
const GROUP_ADDRESS = /\b(everyone|everybody|all of you|you all|y'all|guys|folks|crew|team|mates|lads|listen up)\b/i;
/** In a back-and-forth, every fourth line returns to the two-shot; the others are over the shoulder. */
const TWO_SHOT_EVERY = 4;

export interface ShotLine {
  characterId: number;
  text: string;
  durationSeconds: number;
  /** How intensely it is said (0–1): its direction, else read from its words (performanceFor). */
  intensity: number;
}

export interface ShotChoice {
  kind: ShotKind;
  /** The one the shot is about first (the speaker; for a reaction the listener), then the partner or the rest of the group; none for an insert. */
  subjectIds: number[];
  /** Whom a character framed alone talks with (or listens to): their camera keeps to the same side as the rest of the exchange's. */
  partnerId?: number;
  /** The point an insert shows. */
  point?: Vector3;
}

/** How tight a kind frames: the rules that tighten a shot as intensity rises compare these. */
export const TIGHTNESS: Record<ShotKind, number> = {
  establishing: 0,
  wide: 0,
  'two-shot': 1,
  'over-the-shoulder': 2,
  medium: 2,
  close: 3,
  reaction: 3,
  insert: 3,
};

/**
 * A shot per line as the line alone would have it, before the editing (editScene) holds and cuts
 * them (`cast`: the characters' ids in the order they stand on stage, left to right), first rule
 * that matches:
 * 1. wide: three or more characters are on stage and the line addresses the group, i.e. its text
 *    says so (GROUP_ADDRESS) or the lines before and after it are spoken by two different other
 *    characters (the talk goes round the room).
 * 2. two-shot / over-the-shoulder: the speaker talks with a partner, whom the line is said to
 *    (`addressees`: the one it calls by name, else the speaker before or after). The lines of one
 *    such exchange between the same two characters are counted from 0: lines 0, 4, 8… are
 *    two-shots, the others look over the partner's shoulder at the speaker. Characters stand on
 *    stage in cast order, so when the two are not neighbours in it someone stands between them,
 *    in the way of any camera behind the partner: those lines get a medium shot of the speaker
 *    alone instead.
 * 3. close / medium: the line is said to no one (a monologue): close for a
 *    line of at most CLOSE_SHOT_MAX_SECONDS, medium for a longer one; when that would repeat the
 *    previous shot's framing of the same speaker, the other one, so consecutive shots never match.
 * Intensity tightens the shot: a line said at CLOSE_INTENSITY or more is close on its speaker
 * instead of 2 or 3 (keeping an exchange's side of the line), and one at CALM_INTENSITY or less
 * is never close.
 */
export function chooseShots(lines: ShotLine[], cast: number[], addressees: readonly (number | null)[]): ShotChoice[] {
  const choices: ShotChoice[] = [];
  let exchange: { pair: string; count: number } | null = null;
  lines.forEach((line, index) => {
    const speaker = line.characterId;
    const neighbours = [lines[index - 1]?.characterId, lines[index + 1]?.characterId].filter(
      (id): id is number => id !== undefined && id !== speaker,
    );
    const partner = addressees[index] ?? null;
    const previous = choices[index - 1];
    const passesAround = neighbours.length === 2 && neighbours[0] !== neighbours[1];
    if (line.intensity >= CLOSE_INTENSITY && !(cast.length >= 3 && GROUP_ADDRESS.test(line.text))) {
      if (partner !== null) {
        const pair = [speaker, partner].sort((a, b) => a - b).join('+');
        exchange = exchange?.pair === pair ? { pair, count: exchange.count + 1 } : { pair, count: 0 };
      } else exchange = null;
      choices.push({ kind: 'close', subjectIds: [speaker], ...(partner !== null ? { partnerId: partner } : {}) });
    } else if (cast.length >= 3 && (passesAround || GROUP_ADDRESS.test(line.text))) {
      exchange = null;
      choices.push({ kind: 'wide', subjectIds: [speaker, ...cast.filter((id) => id !== speaker)] });
    } else if (partner !== null) {
      const pair = [speaker, partner].sort((a, b) => a - b).join('+');
      exchange = exchange?.pair === pair ? { pair, count: exchange.count + 1 } : { pair, count: 0 };
      const sideBySide = Math.abs(cast.indexOf(speaker) - cast.indexOf(partner)) === 1;
      if (exchange.count % TWO_SHOT_EVERY === 0) choices.push({ kind: 'two-shot', subjectIds: [speaker, partner] });
      else if (sideBySide) choices.push({ kind: 'over-the-shoulder', subjectIds: [speaker, partner] });
      else choices.push({ kind: 'medium', subjectIds: [speaker], partnerId: partner });
    } else {
      exchange = null;
      let kind: ShotKind = line.durationSeconds <= CLOSE_SHOT_MAX_SECONDS && line.intensity > CALM_INTENSITY ? 'close' : 'medium';
      if (previous?.kind === kind && previous.subjectIds.length === 1 && previous.subjectIds[0] === speaker && (kind === 'close' || line.intensity > CALM_INTENSITY)) {
        kind = kind === 'close' ? 'medium' : 'close';
      }
      choices.push({ kind, subjectIds: [speaker] });
    }
  });
  return choices;
}

/**
 * The shot a director asked for on a line (`camera`), as the line's shot: its kind ('close-up' is
 * 'close') framing its subject, or the kind's usual one when it names none (or someone not on
 * stage): the speaker; for a reaction the one spoken to. The partner of a two-shot or an
 * over-the-shoulder is the one the subject talks with (`addresseeId`, or the speaker when the
 * subject is someone else), else their neighbour on stage; with nobody else on stage those are a
 * medium shot. An insert shows `insertAt`.
 */
export function directedShot(camera: LineCamera, speakerId: number, addresseeId: number | null, cast: number[], insertAt: Vector3): ShotChoice {
  const named = camera.subjectId !== null && camera.subjectId !== undefined && cast.includes(camera.subjectId) ? camera.subjectId : null;
  const subject = named ?? (camera.kind === 'reaction' ? (addresseeId ?? cast.find((id) => id !== speakerId) ?? speakerId) : speakerId);
  const neighbour = cast[cast.indexOf(subject) + 1] ?? cast[cast.indexOf(subject) - 1];
  const partner = subject === speakerId ? (addresseeId ?? neighbour) : speakerId;
  const single = (kind: 'medium' | 'close'): ShotChoice => ({ kind, subjectIds: [subject], ...(partner === undefined ? {} : { partnerId: partner }) });
  switch (camera.kind) {
    case 'establishing':
      return { kind: 'establishing', subjectIds: [...cast] };
    case 'wide':
      return { kind: 'wide', subjectIds: [subject, ...cast.filter((id) => id !== subject)] };
    case 'medium':
      return single('medium');
    case 'close-up':
      return single('close');
    case 'two-shot':
    case 'over-the-shoulder':
      return partner === undefined ? single('medium') : { kind: camera.kind, subjectIds: [subject, partner] };
    case 'reaction':
      return { kind: 'reaction', subjectIds: [subject], ...(subject === speakerId ? {} : { partnerId: speakerId }) };
    case 'insert':
      return { kind: 'insert', subjectIds: [], point: insertAt };
  }
}

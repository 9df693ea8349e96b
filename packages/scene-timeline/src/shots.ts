import type { ShotKind } from '@studio/contracts/timeline';

/** A line no longer than this (seconds) gets a close shot when its speaker is alone in the frame. */
export const CLOSE_SHOT_MAX_SECONDS = 2.5;
/** Words that address the whole group: with three or more on stage such a line gets the wide shot. */
const GROUP_ADDRESS = /\b(everyone|everybody|all of you|you all|y'all|guys|folks|crew|team|mates|lads|listen up)\b/i;
/** In a back-and-forth, every fourth line returns to the two-shot; the others are over the shoulder. */
const TWO_SHOT_EVERY = 4;

export interface ShotLine {
  characterId: number;
  text: string;
  durationSeconds: number;
}

export interface ShotChoice {
  kind: ShotKind;
  /** The speaker first, then the partner or the rest of the group. */
  subjectIds: number[];
  /** Whom a speaker framed alone talks with: their camera keeps to the same side as the rest of the exchange's. */
  partnerId?: number;
}

/**
 * One shot per line (`cast`: the characters' ids in the order they stand on stage, left to right),
 * first rule that matches:
 * 1. wide: three or more characters are on stage and the line addresses the group, i.e. its text
 *    says so (GROUP_ADDRESS) or the lines before and after it are spoken by two different other
 *    characters (the talk goes round the room).
 * 2. two-shot / over-the-shoulder: the speaker talks with a partner, the speaker of the line
 *    before (or else after) when that is someone else. The lines of one such exchange between the
 *    same two characters are counted from 0: lines 0, 4, 8… are two-shots, the others look over
 *    the partner's shoulder at the speaker. Characters stand on stage in cast order, so when the
 *    two are not neighbours in it someone stands between them, in the way of any camera behind
 *    the partner: those lines get a medium shot of the speaker alone instead.
 * 3. close / medium: the speaker is alone (no one else speaks just before or after): close for a
 *    line of at most CLOSE_SHOT_MAX_SECONDS, medium for a longer one; when that would repeat the
 *    previous shot's framing of the same speaker, the other one, so consecutive shots never match.
 */
export function chooseShots(lines: ShotLine[], cast: number[]): ShotChoice[] {
  const choices: ShotChoice[] = [];
  let exchange: { pair: string; count: number } | null = null;
  lines.forEach((line, index) => {
    const speaker = line.characterId;
    const others = [lines[index - 1]?.characterId, lines[index + 1]?.characterId].filter(
      (id): id is number => id !== undefined && id !== speaker,
    );
    const previous = choices[index - 1];
    const passesAround = others.length === 2 && others[0] !== others[1];
    if (cast.length >= 3 && (passesAround || GROUP_ADDRESS.test(line.text))) {
      exchange = null;
      choices.push({ kind: 'wide', subjectIds: [speaker, ...cast.filter((id) => id !== speaker)] });
    } else if (others.length > 0) {
      const partner = others[0];
      const pair = [speaker, partner].sort((a, b) => a - b).join('+');
      exchange = exchange?.pair === pair ? { pair, count: exchange.count + 1 } : { pair, count: 0 };
      const sideBySide = Math.abs(cast.indexOf(speaker) - cast.indexOf(partner)) === 1;
      if (exchange.count % TWO_SHOT_EVERY === 0) choices.push({ kind: 'two-shot', subjectIds: [speaker, partner] });
      else if (sideBySide) choices.push({ kind: 'over-the-shoulder', subjectIds: [speaker, partner] });
      else choices.push({ kind: 'medium', subjectIds: [speaker], partnerId: partner });
    } else {
      exchange = null;
      let kind: ShotKind = line.durationSeconds <= CLOSE_SHOT_MAX_SECONDS ? 'close' : 'medium';
      if (previous?.kind === kind && previous.subjectIds.length === 1 && previous.subjectIds[0] === speaker) {
        kind = kind === 'close' ? 'medium' : 'close';
      }
      choices.push({ kind, subjectIds: [speaker] });
    }
  });
  return choices;
}

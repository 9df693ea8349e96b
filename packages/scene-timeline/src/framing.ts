import type { CharacterMark, Vector3 } from '@studio/contracts/timeline';
import { eyePoint } from './body';
import type { Stage } from './blocking';
import type { FramedShot } from './camera-space';
import { frameGroup, groupEyes } from './group-framing';
import { frameInsert } from './insert-framing';
import { frameOverTheShoulder, frameTwoShot } from './pair-framing';
import type { ShotChoice } from './shots';
import { frameSingle } from './single-framing';

const markIn = (marks: CharacterMark[], id: number) => {
  const mark = marks.find((candidate) => candidate.characterId === id);
  if (!mark) throw new Error(`Character ${id} has no mark on stage.`);
  return mark;
};

/**
 * Camera poses for a shot, composed from the head and body boxes of the characters it frames
 * (`subjectIds`, the one it is about first) while keeping clear of everyone in `marks` (the whole
 * cast) and of the set (`stage`). A single shot of one side of an exchange names the other
 * (`partnerId`) to keep the exchange's side of the line of action; a reaction is the listener
 * close, on the speaker's side of it; an insert looks at its `point`. `awayFrom`: the camera of
 * the shot before, of the same subject, that this one should move at least 30 degrees round from.
 */
export function frameShot({ kind, subjectIds, partnerId, point }: ShotChoice, marks: CharacterMark[], stage: Stage, awayFrom?: Vector3): FramedShot {
  const markOf = (id: number) => markIn(marks, id);
  const partner = partnerId === undefined ? undefined : markOf(partnerId);
  switch (kind) {
    case 'establishing':
      return frameGroup('establishing', marks, marks, stage);
    case 'wide':
      return frameGroup('wide', subjectIds.map(markOf), marks, stage, awayFrom);
    case 'medium':
    case 'close':
      return frameSingle(kind, markOf(subjectIds[0]), marks, stage, partner, awayFrom);
    case 'reaction':
      return frameSingle('close', markOf(subjectIds[0]), marks, stage, partner, awayFrom);
    case 'two-shot':
      return frameTwoShot(markOf(subjectIds[0]), markOf(subjectIds[1]), marks, stage);
    case 'over-the-shoulder':
      return frameOverTheShoulder(markOf(subjectIds[0]), markOf(subjectIds[1]), marks, stage);
    case 'insert':
      if (!point) throw new Error('An insert shot needs the point it shows.');
      return frameInsert(point, marks, stage);
  }
}

/**
 * What a shot is about, and the point a cut between two such shots turns round: one character
 * (a single, a reaction, the speaker over someone's shoulder) at their eyes, a pair or a group at
 * the middle of their eyes, an insert at its point, an establishing shot the set itself (the place,
 * seen high and from afar). `key` is the same for two shots of one subject.
 */
export function shotSubject({ kind, subjectIds, point }: ShotChoice, marks: CharacterMark[]): { key: string; at: Vector3 } {
  if (kind === 'insert') return { key: `point:${point!.join(',')}`, at: point! };
  if (kind === 'establishing') return { key: 'set', at: groupEyes(marks) };
  const about = kind === 'two-shot' || kind === 'wide' ? subjectIds : subjectIds.slice(0, 1);
  const ids = [...about].sort((a, b) => a - b);
  const at = ids.length === 1 ? eyePoint(markIn(marks, ids[0])) : groupEyes(ids.map((id) => markIn(marks, id)));
  return { key: `characters:${ids.join(',')}`, at };
}

import type { CharacterMark, ShotKind } from '@studio/contracts/timeline';
import type { Stage } from './blocking';
import type { FramedShot } from './camera-space';
import { frameGroup } from './group-framing';
import { frameOverTheShoulder, frameTwoShot } from './pair-framing';
import { frameSingle } from './single-framing';

/**
 * Camera poses for a shot, composed from the head and body boxes of the characters it frames
 * (`subjectIds`, the speaker first) while keeping clear of everyone in `marks` (the whole cast)
 * and of the set (`stage`). A single shot of one side of an exchange names the other (`partnerId`)
 * to keep the exchange's side of the line of action.
 */
export function frameShot(kind: ShotKind, subjectIds: number[], marks: CharacterMark[], stage: Stage, partnerId?: number): FramedShot {
  const markOf = (id: number) => {
    const mark = marks.find((candidate) => candidate.characterId === id);
    if (!mark) throw new Error(`Character ${id} has no mark on stage.`);
    return mark;
  };
  switch (kind) {
    case 'establishing':
      return frameGroup('establishing', marks, marks, stage);
    case 'wide':
      return frameGroup('wide', subjectIds.map(markOf), marks, stage);
    case 'medium':
    case 'close':
      return frameSingle(kind, markOf(subjectIds[0]), marks, stage, partnerId === undefined ? undefined : markOf(partnerId));
    case 'two-shot':
      return frameTwoShot(markOf(subjectIds[0]), markOf(subjectIds[1]), marks, stage);
    case 'over-the-shoulder':
      return frameOverTheShoulder(markOf(subjectIds[0]), markOf(subjectIds[1]), marks, stage);
  }
}

import type { SceneTimeline } from '@studio/contracts/timeline';
import { speakerAt } from '@studio/scene-timeline/playback';

/** The two loops every character GLB from LocalModelEngine carries. */
export type ClipKind = 'idle' | 'talk';

/** Seconds over which a character blends between idle and talk, so a line never starts with a pop. */
export const TALK_BLEND_SECONDS = 0.2;
/** Idle loops start this far apart per character, so a cast does not breathe in unison. */
const IDLE_PHASE_STEP_SECONDS = 0.77;

/**
 * The clip of `kind` among `clips`, matched by name suffix and case-insensitively: exporters often
 * prefix clip names with the armature ('Armature|Idle'), as in the model viewer.
 */
export function findClip<T extends { name: string }>(clips: readonly T[], kind: ClipKind): T | undefined {
  const pattern = new RegExp(`(^|\\|)${kind}$`, 'i');
  return clips.find((clip) => pattern.test(clip.name));
}

export interface CharacterMotion {
  /** Blend weights of the two loops; they add up to 1. */
  idleWeight: number;
  talkWeight: number;
  /** Where each loop is (seconds from its start; loops repeat, so this may exceed the clip's length). */
  idleSeconds: number;
  talkSeconds: number;
}

/**
 * What a character's body does at `seconds`: talk while one of their lines plays (speakerAt; from
 * the line's start, so each line's gesture starts fresh), idle otherwise, cross-fading over
 * TALK_BLEND_SECONDS at each end of the line. A pure function of the time, so frames can be
 * rendered in any order.
 */
export function characterMotionAt(timeline: SceneTimeline, characterId: number, seconds: number): CharacterMotion {
  const castIndex = Math.max(0, timeline.blocking.findIndex((mark) => mark.characterId === characterId));
  const idleSeconds = Math.max(0, seconds + castIndex * IDLE_PHASE_STEP_SECONDS);
  const speaking = speakerAt(timeline, seconds);
  // Just after a line ends, the line that was playing a blend ago is still fading out.
  const fading = speaking ? null : speakerAt(timeline, Math.max(0, seconds - TALK_BLEND_SECONDS));
  const line = [speaking, fading].find((interval) => interval?.characterId === characterId);
  if (!line) return { idleWeight: 1, talkWeight: 0, idleSeconds, talkSeconds: 0 };
  const talkSeconds = seconds - line.start;
  const fadeIn = Math.min(1, talkSeconds / TALK_BLEND_SECONDS);
  const fadeOut = seconds < line.end ? 1 : Math.max(0, 1 - (seconds - line.end) / TALK_BLEND_SECONDS);
  const talkWeight = Math.min(fadeIn, fadeOut);
  return { idleWeight: 1 - talkWeight, talkWeight, idleSeconds, talkSeconds };
}

/** The time inside a looping clip of `duration` seconds after playing it for `seconds`. */
export function loopTime(seconds: number, duration: number): number {
  if (!(duration > 0)) return 0;
  const time = seconds % duration;
  return time < 0 ? time + duration : time;
}

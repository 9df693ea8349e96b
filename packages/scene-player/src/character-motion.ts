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

/** One-shot arm gestures a character GLB may carry ('gesture-open', 'gesture-point'…), by name. */
export const GESTURE_CLIP = /(^|\|)gesture-[a-z0-9-]+$/i;
/** How long a gesture takes when the line is long enough; on a shorter line it is made faster to fit. */
export const GESTURE_SECONDS = 1.6;
/** A gesture blends in and out over these, on top of its own rise and return. */
const GESTURE_FADE_IN_SECONDS = 0.2;
const GESTURE_FADE_OUT_SECONDS = 0.3;

export interface GestureMotion {
  /** The line's place among the scene's lines: it picks which of the model's gestures is made. */
  line: number;
  /** How far through the gesture (0 to 1). */
  progress: number;
  /** How much of it shows (0 to 1). */
  weight: number;
}

/**
 * The gesture a character makes at `seconds`: one per line of theirs, from the line's start,
 * over GESTURE_SECONDS or the line if that is shorter; null when they are not gesturing. Pure,
 * like characterMotionAt.
 */
export function gestureAt(timeline: SceneTimeline, characterId: number, seconds: number): GestureMotion | null {
  const line = timeline.talking.findIndex((interval) => interval.characterId === characterId && seconds >= interval.start && seconds < interval.end);
  if (line === -1) return null;
  const { start, end } = timeline.talking[line];
  const length = Math.min(GESTURE_SECONDS, end - start);
  const into = seconds - start;
  if (into >= length) return null;
  const weight = Math.max(0, Math.min(1, into / GESTURE_FADE_IN_SECONDS, (length - into) / GESTURE_FADE_OUT_SECONDS));
  return { line, progress: into / length, weight };
}

/** How long a head takes to turn to whom it looks at next. */
export const GAZE_TURN_SECONDS = 0.35;

export interface Gaze {
  /** Whom the character looked at before this turn, and whom they turn to (null: straight ahead). */
  from: number | null;
  to: number | null;
  /** How far through the turn (0 to 1). */
  progress: number;
}

/**
 * Whom a character looks at while others talk, as people in a conversation do: the speaker of
 * the latest line, and, while speaking, the one they answer (the speaker before them, else
 * after them; nobody in a monologue). The look holds until the next line starts, then turns over
 * GAZE_TURN_SECONDS. Pure, like characterMotionAt.
 */
export function gazeAt(timeline: SceneTimeline, characterId: number, seconds: number): Gaze {
  const lines = timeline.talking;
  const targetOf = (index: number): number | null => {
    if (index < 0) return null;
    const speaker = lines[index].characterId;
    if (speaker !== characterId) return speaker;
    const partner = [lines[index - 1], lines[index + 1]].find((line) => line !== undefined && line.characterId !== characterId);
    return partner?.characterId ?? null;
  };
  let latest = -1;
  while (latest + 1 < lines.length && lines[latest + 1].start <= seconds) latest += 1;
  if (latest === -1) return { from: null, to: null, progress: 1 };
  const progress = Math.min(1, (seconds - lines[latest].start) / GAZE_TURN_SECONDS);
  return { from: targetOf(latest - 1), to: targetOf(latest), progress };
}

/** The time inside a looping clip of `duration` seconds after playing it for `seconds`. */
export function loopTime(seconds: number, duration: number): number {
  if (!(duration > 0)) return 0;
  const time = seconds % duration;
  return time < 0 ? time + duration : time;
}

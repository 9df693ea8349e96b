import type { SceneTimeline, ShotKind, SubtitleCue, TalkingInterval, TimelineShot, Vector3 } from '@studio/contracts/timeline';
import { frameSeconds } from './frames';
import { lerp, lerpVector } from './vector';

// Everything here is a pure function of the time, so frames rendered in separate chunks (or by a
// browser preview) are the frames a single pass would render.

export interface CameraAtTime {
  shotIndex: number;
  kind: ShotKind;
  position: Vector3;
  target: Vector3;
  fov: number;
}

function checkTime(seconds: number): void {
  if (!Number.isFinite(seconds)) throw new RangeError(`Timeline time must be a finite number of seconds, got ${seconds}.`);
}

/** The last item whose start is at or before `seconds` (items sorted by start), or undefined. */
function lastStartingBy<T extends { start: number }>(items: T[], seconds: number): T | undefined {
  let low = 0;
  let high = items.length - 1;
  let found: T | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (items[middle].start <= seconds) {
      found = items[middle];
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The shot on screen at `seconds`: a shot runs from its start (inclusive) to its end (exclusive); times outside the scene clamp to it. */
export function shotAt(timeline: SceneTimeline, seconds: number): TimelineShot {
  checkTime(seconds);
  return lastStartingBy(timeline.shots, seconds) ?? timeline.shots[0];
}

/** The camera at `seconds`: cuts are hard; within a shot the camera moves linearly from `camera` to `endCamera`. */
export function cameraAt(timeline: SceneTimeline, seconds: number): CameraAtTime {
  const shot = shotAt(timeline, seconds);
  const length = shot.end - shot.start;
  const progress = length > 0 ? Math.min(1, Math.max(0, (seconds - shot.start) / length)) : 0;
  return {
    shotIndex: shot.index,
    kind: shot.kind,
    position: lerpVector(shot.camera.position, shot.endCamera.position, progress),
    target: lerpVector(shot.camera.target, shot.endCamera.target, progress),
    fov: lerp(shot.camera.fov, shot.endCamera.fov, progress),
  };
}

/** Who is talking at `seconds` (from the start of their line, inclusive, to its end, exclusive), or null. */
export function speakerAt(timeline: SceneTimeline, seconds: number): TalkingInterval | null {
  checkTime(seconds);
  const interval = lastStartingBy(timeline.talking, seconds);
  return interval && seconds < interval.end ? interval : null;
}

/** The subtitle on screen at `seconds`, or null. */
export function subtitleAt(timeline: SceneTimeline, seconds: number): SubtitleCue | null {
  checkTime(seconds);
  const cue = lastStartingBy(timeline.subtitles, seconds);
  return cue && seconds < cue.end ? cue : null;
}

/** The music bed's gain at `seconds`: fades in and out at the ends, ducked under voices; 0 without music. */
export function musicGainAt(timeline: SceneTimeline, seconds: number): number {
  checkTime(seconds);
  const music = timeline.audio.music;
  if (!music || seconds < music.start || seconds > music.end) return 0;
  let gain = music.gain;
  if (music.fadeInSeconds > 0) gain *= Math.min(1, (seconds - music.start) / music.fadeInSeconds);
  if (music.fadeOutSeconds > 0) gain *= Math.min(1, (music.end - seconds) / music.fadeOutSeconds);
  const window = lastStartingBy(timeline.audio.ducking, seconds);
  if (window && seconds <= window.end) {
    const fullyDownAt = window.start + window.attackSeconds;
    const backUpFrom = window.end - window.releaseSeconds;
    let duck = window.gain;
    if (seconds < fullyDownAt) duck = lerp(1, window.gain, (seconds - window.start) / window.attackSeconds);
    else if (seconds > backUpFrom) duck = lerp(window.gain, 1, (seconds - backUpFrom) / window.releaseSeconds);
    gain *= duck;
  }
  return gain;
}

export interface FrameState {
  frame: number;
  seconds: number;
  camera: CameraAtTime;
  speaking: TalkingInterval | null;
  subtitle: SubtitleCue | null;
}

/**
 * The state of frames `startFrame` (inclusive) to `endFrame` (exclusive), for a renderer that
 * renders a scene in chunks: each frame depends only on its own time, so chunks join seamlessly.
 */
export function frameWindow(timeline: SceneTimeline, startFrame: number, endFrame: number): FrameState[] {
  if (!Number.isInteger(startFrame) || !Number.isInteger(endFrame) || startFrame < 0 || endFrame < startFrame || endFrame > timeline.frameCount) {
    throw new RangeError(`Frame window ${startFrame}..${endFrame} is outside the scene's frames 0..${timeline.frameCount}.`);
  }
  return Array.from({ length: endFrame - startFrame }, (_, offset) => {
    const frame = startFrame + offset;
    const seconds = frameSeconds(frame, timeline.fps);
    return {
      frame,
      seconds,
      camera: cameraAt(timeline, seconds),
      speaking: speakerAt(timeline, seconds),
      subtitle: subtitleAt(timeline, seconds),
    };
  });
}

/** The time at which frame `frame` is shown: every renderer samples the timeline there. */
export const frameSeconds = (frame: number, fps: number) => frame / fps;

/**
 * The first frame shown at or after `seconds`, by the same comparison playback uses
 * (`frameSeconds(frame) >= seconds`), so frame numbers and time lookups never disagree at a cut.
 */
export function firstFrameAtOrAfter(seconds: number, fps: number): number {
  let frame = Math.max(0, Math.ceil(seconds * fps));
  while (frame > 0 && frameSeconds(frame - 1, fps) >= seconds) frame -= 1;
  while (frameSeconds(frame, fps) < seconds) frame += 1;
  return frame;
}

import type { SceneTimeline } from '@studio/contracts/timeline';

export interface FrameRenderOptions {
  width: number;
  height: number;
  shadows: boolean;
  /** false draws every frame in full instead of reusing a still shot's set (the render page's default): for comparing the two. */
  reuseStillSet?: boolean;
  /** false hands frames over as JPEGs even where the browser could encode H.264 itself: for comparing the two. */
  encodeVideo?: boolean;
}

/** Which frames of a segment a videoFrames call draws: the first begins it (with a key frame), the last ends it. */
export interface SegmentPart {
  starts: boolean;
  ends: boolean;
}

/** One loaded scene that draws frames; each session renders on its own (a chunk worker holds one). */
export interface FrameSession {
  /** What the player had to make do with, e.g. a stand-in for a missing model. */
  notes: string[];
  /** What draws the frames, as WebGL names it, e.g. 'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2)'. */
  graphics: string;
  /** The frame at `seconds` as JPEG bytes; the same time always gives the same picture. */
  frame(seconds: number, jpegQuality: number): Promise<Buffer>;
  /** frames(times)[i] is frame(times[i]); a batch lets the browser draw one frame while encoding the last. */
  frames(seconds: readonly number[], jpegQuality: number): Promise<Buffer[]>;
  /**
   * Whether the browser encodes a chunk's frames as H.264 itself (videoFrames): then no JPEG is
   * made, passed over and re-encoded, most of a frame's cost besides its drawing.
   */
  encodesVideo: boolean;
  /**
   * Draws the frames at `seconds` into the H.264 segment (Annex B) the call with `part.starts`
   * began and returns its bytes encoded since the call before; with `part.ends`, the rest. Calls
   * are drawn in the order they were made. Only where encodesVideo.
   */
  videoFrames(seconds: readonly number[], part: SegmentPart): Promise<Buffer>;
  /**
   * Loads another scene into this session's browser instead of starting one (seconds of a short
   * render): the session it returns draws that scene, and this one is done with. Absent where a
   * session cannot, or has loaded as many scenes as one browser may.
   */
  reload?(timeline: SceneTimeline, options: FrameRenderOptions, fileOf: (url: string) => string | null): Promise<FrameSession>;
  close(): Promise<void>;
}

/**
 * Draws a timeline's frames. The Chromium renderer is the real one; a provider, so tests can put
 * a failing one in its place. `fileOf` maps the timeline's /media URLs to files on disk.
 */
export interface FrameRenderer {
  open(timeline: SceneTimeline, options: FrameRenderOptions, fileOf: (url: string) => string | null): Promise<FrameSession>;
}

export const FRAME_RENDERER = Symbol('FRAME_RENDERER');

import type { SceneTimeline } from '@studio/contracts/timeline';

export interface FrameRenderOptions {
  width: number;
  height: number;
  shadows: boolean;
  /** false draws every frame in full instead of reusing a still shot's set (the render page's default): for comparing the two. */
  reuseStillSet?: boolean;
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

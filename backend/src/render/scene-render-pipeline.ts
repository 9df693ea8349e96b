import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DRAFT_RENDER_RESOLUTION, type RenderResolution } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { toSrt } from '@studio/scene-timeline/srt';
import { audioMixArgs, videoSeconds } from './audio-mix';
import { runFfmpeg, startFfmpeg, writeWithBackpressure } from './ffmpeg-process';
import type { FrameRenderer, FrameRenderOptions } from './frame-renderer';
import { muxArgs, segmentEncodeArgs, writeConcatList } from './video-encode';

/** The stages a render goes through, in order, as its job reports them. */
export const RENDER_STAGES = ['preparing assets', 'rendering frames', 'mixing audio', 'encoding', 'finalizing'] as const;
export type RenderStage = (typeof RENDER_STAGES)[number];

/** JPEG quality of the frames the page hands over (x264 re-encodes them) and of the poster. */
const FRAME_JPEG_QUALITY = 0.92;
const POSTER_JPEG_QUALITY = 0.9;
/** How frames reach the encoder: part of what a drawn chunk depends on (its key). */
export const FRAME_ENCODING = { frameJpegQuality: FRAME_JPEG_QUALITY, posterJpegQuality: POSTER_JPEG_QUALITY } as const;
/** Frames asked of the page at once: it draws each while encoding the one before. */
const FRAMES_PER_BATCH = 6;
/** Batches asked of a session ahead of the one being written (its page draws them in order). */
const BATCHES_IN_FLIGHT = 2;

/** The files of one render in its working folder. */
export const WORK_FILES = {
  subtitles: 'subtitles.srt',
  poster: 'poster.jpg',
  notes: 'notes.json',
  audio: 'mix.m4a',
  concatList: 'segments.txt',
  video: 'scene.mp4',
} as const;

/** A chunk's segment; it exists only once the chunk is complete (it is renamed into place). */
export const segmentPath = (workDir: string, index: number) => join(workDir, `segment-${String(index).padStart(4, '0')}.mp4`);

/** Whether the poster and the player's notes are in the folder (drawn, kept from an earlier run, or restored). */
const posterDrawn = (workDir: string) => existsSync(join(workDir, WORK_FILES.poster)) && existsSync(join(workDir, WORK_FILES.notes));

export interface FrameChunk {
  index: number;
  startFrame: number;
  endFrame: number;
}

/** How a render is drawn: the same for every chunk of it. */
export interface RenderLook {
  timeline: SceneTimeline;
  /** The file behind one of the timeline's /media URLs, or null when there is none. */
  fileOf: (url: string) => string | null;
  resolution: RenderResolution;
  burnSubtitles: boolean;
  /** The render's working folder: the subtitles are in it, the outputs go to it. */
  workDir: string;
  renderer: FrameRenderer;
}

export interface ChunkRenderSpec extends RenderLook {
  chunk: FrameChunk;
  /** The chunk that also draws the poster and records the player's notes (the first). */
  withPoster: boolean;
  /** Frames of this chunk written so far. */
  onFrames(done: number): void;
  /** Asked between frames; a reason stops the chunk (its segment is not written). */
  stopReason?(): string | null;
}

/** A chunk to draw, and whether its session also draws the poster. */
export interface ChunkToDraw {
  chunk: FrameChunk;
  withPoster: boolean;
}

/**
 * The chunks of a render without a segment in its folder (the rest were drawn by an earlier run or
 * restored from the scene's drawn chunks), the first of them drawing the poster when it is not
 * there; with every segment there but no poster, the first chunk is drawn again for it.
 */
export function chunksToDraw(workDir: string, chunks: readonly FrameChunk[]): ChunkToDraw[] {
  const missing = chunks.filter((chunk) => !existsSync(segmentPath(workDir, chunk.index)));
  if (posterDrawn(workDir)) return missing.map((chunk) => ({ chunk, withPoster: false }));
  if (missing.length === 0) return [{ chunk: chunks[0], withPoster: true }];
  return missing.map((chunk, index) => ({ chunk, withPoster: index === 0 }));
}

export interface RenderOutputs {
  video: string;
  poster: string;
  subtitles: string;
  notes: string[];
}

/**
 * Splits the frames into chunks of at most `chunkFrames`, and into at least `parallelism` chunks
 * when there are enough frames, so every worker has one.
 */
export function splitIntoChunks(frameCount: number, chunkFrames: number, parallelism: number): FrameChunk[] {
  const size = Math.max(1, Math.min(chunkFrames, Math.ceil(frameCount / Math.max(1, parallelism))));
  const chunks: FrameChunk[] = [];
  for (let start = 0; start < frameCount; start += size) {
    chunks.push({ index: chunks.length, startFrame: start, endFrame: Math.min(frameCount, start + size) });
  }
  return chunks;
}

/**
 * How a render of `resolution` draws: its size, and shadows for the film but not for the draft,
 * which is for checking a scene fast (shadows are about a third of a frame on software WebGL).
 */
export function renderOptionsFor(resolution: RenderResolution): FrameRenderOptions {
  const [width, height] = resolution.split('x').map(Number);
  return { width, height, shadows: resolution !== DRAFT_RENDER_RESOLUTION };
}

/** The poster's time: the middle of the first line, or the middle of the scene without lines. */
export const posterSeconds = (timeline: SceneTimeline) => {
  const first = timeline.talking[0];
  return first ? (first.start + first.end) / 2 : timeline.durationSeconds / 2;
};

/** Writes what every chunk reads besides the timeline: the .srt (burned in, and kept as the sidecar). */
export async function prepareWorkDir(timeline: SceneTimeline, workDir: string): Promise<void> {
  await writeFile(join(workDir, WORK_FILES.subtitles), toSrt(timeline));
}

/**
 * Draws one chunk's frames in a session of its own into an H.264 segment: encoded by the browser
 * where it can (copied into the segment as they are), else piped as JPEGs for x264 to encode.
 * The segment is written under a temporary name and renamed when complete, so a segment found in
 * the folder is whole (a retry may reuse it) and two runs of one chunk never mix their bytes.
 */
export async function renderChunk(spec: ChunkRenderSpec): Promise<void> {
  const { timeline, workDir, chunk } = spec;
  const output = segmentPath(workDir, chunk.index);
  const partial = output.replace(/\.mp4$/, `.${randomBytes(4).toString('hex')}.partial.mp4`);
  const session = await spec.renderer.open(timeline, renderOptionsFor(spec.resolution), spec.fileOf);
  try {
    if (spec.withPoster) {
      // Written whole or not at all: a poster found in the folder is not drawn again.
      const suffix = `.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(join(workDir, WORK_FILES.poster + suffix), await session.frame(posterSeconds(timeline), POSTER_JPEG_QUALITY));
      await writeFile(join(workDir, WORK_FILES.notes + suffix), JSON.stringify(session.notes));
      await rename(join(workDir, WORK_FILES.notes + suffix), join(workDir, WORK_FILES.notes));
      await rename(join(workDir, WORK_FILES.poster + suffix), join(workDir, WORK_FILES.poster));
    }
    const video = session.encodesVideo;
    const encoder = startFfmpeg(
      segmentEncodeArgs({
        fps: timeline.fps,
        frames: video ? 'h264' : 'jpeg',
        startSeconds: chunk.startFrame / timeline.fps,
        burnSubtitlesFrom: spec.burnSubtitles ? join(workDir, WORK_FILES.subtitles) : undefined,
        output: partial,
      }),
    );
    // The next batch is asked for before this one is written, so the browser never waits on us.
    const requested: Array<{ frames: number; bytes: Promise<Buffer[]> }> = [];
    let nextFrame = chunk.startFrame;
    const request = () => {
      if (nextFrame >= chunk.endFrame) return;
      const frames = Array.from({ length: Math.min(FRAMES_PER_BATCH, chunk.endFrame - nextFrame) }, (_, i) => (nextFrame + i) / timeline.fps);
      const part = { starts: nextFrame === chunk.startFrame, ends: nextFrame + frames.length === chunk.endFrame };
      nextFrame += frames.length;
      const bytes = video ? session.videoFrames(frames, part).then((encoded) => [encoded]) : session.frames(frames, FRAME_JPEG_QUALITY);
      bytes.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
      requested.push({ frames: frames.length, bytes });
    };
    try {
      for (let ahead = 0; ahead < BATCHES_IN_FLIGHT; ahead += 1) request();
      let written = 0;
      while (requested.length > 0) {
        const stop = spec.stopReason?.();
        if (stop) throw new Error(stop);
        const batch = requested.shift()!;
        const bytes = await batch.bytes;
        request();
        for (const piece of bytes) await writeWithBackpressure(encoder.stdin, piece);
        written += batch.frames;
        spec.onFrames(written);
      }
      encoder.stdin.end();
      await encoder.done;
      await rename(partial, output);
    } catch (error) {
      encoder.kill();
      await encoder.done.catch(() => undefined);
      await Promise.allSettled(requested.map((batch) => batch.bytes));
      await rm(partial, { force: true });
      throw error;
    }
  } finally {
    await session.close();
  }
}

/** The player's notes the poster chunk recorded. */
export const readNotes = async (workDir: string): Promise<string[]> =>
  JSON.parse(await readFile(join(workDir, WORK_FILES.notes), 'utf8')) as string[];

/**
 * Mixes the audio from the timeline, then joins the chunks' segments without re-encoding and muxes
 * them with it into the final MP4.
 */
export async function joinRender(
  spec: Pick<RenderLook, 'timeline' | 'fileOf' | 'workDir'> & { chunks: readonly FrameChunk[]; onStage(stage: RenderStage): void },
): Promise<RenderOutputs> {
  const { timeline, workDir } = spec;
  const fileOf = (url: string) => {
    const path = spec.fileOf(url);
    if (!path) throw new Error(`no file for ${url}`);
    return path;
  };
  spec.onStage('mixing audio');
  const audio = join(workDir, WORK_FILES.audio);
  await runFfmpeg(audioMixArgs(timeline, fileOf, audio));

  spec.onStage('encoding');
  const list = join(workDir, WORK_FILES.concatList);
  await writeConcatList(list, spec.chunks.map((chunk) => segmentPath(workDir, chunk.index)));
  const video = join(workDir, WORK_FILES.video);
  await runFfmpeg(muxArgs(list, audio, videoSeconds(timeline), video));
  return {
    video,
    poster: join(workDir, WORK_FILES.poster),
    subtitles: join(workDir, WORK_FILES.subtitles),
    notes: await readNotes(workDir),
  };
}

/**
 * A whole render in this process, without jobs (the benchmark's baseline): the chunks on up to
 * `parallelism` sessions at once, then joined. `restore` may first put chunks drawn before into
 * the folder; those are not drawn again.
 */
export async function renderSceneFiles(
  spec: RenderLook & { chunkFrames: number; parallelism: number; onStage(stage: RenderStage): void; restore?(chunks: FrameChunk[]): Promise<void> },
): Promise<RenderOutputs & { chunks: FrameChunk[]; chunksDrawn: number }> {
  await prepareWorkDir(spec.timeline, spec.workDir);
  const chunks = splitIntoChunks(spec.timeline.frameCount, spec.chunkFrames, spec.parallelism);
  await spec.restore?.(chunks);
  spec.onStage('rendering frames');
  const toDraw = chunksToDraw(spec.workDir, chunks);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < toDraw.length && !failed) {
      const { chunk, withPoster } = toDraw[next++];
      await renderChunk({ ...spec, chunk, withPoster, onFrames: () => undefined }).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  // Every worker is waited for, so none is still writing when the caller cleans up.
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(spec.parallelism, toDraw.length) }, worker));
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return { ...(await joinRender({ ...spec, chunks })), chunks, chunksDrawn: toDraw.length };
}

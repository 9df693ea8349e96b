import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderResolution } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { toSrt } from '@studio/scene-timeline/srt';
import { audioMixArgs, videoSeconds } from './audio-mix';
import { runFfmpeg, startFfmpeg, writeWithBackpressure } from './ffmpeg-process';
import type { FrameRenderer, FrameSession } from './frame-renderer';
import { muxArgs, segmentEncodeArgs, writeConcatList } from './video-encode';

/** The stages a render goes through, in order, as its job reports them. */
export const RENDER_STAGES = ['preparing assets', 'rendering frames', 'mixing audio', 'encoding', 'finalizing'] as const;
export type RenderStage = (typeof RENDER_STAGES)[number];

/** JPEG quality of the frames the page hands over (x264 re-encodes them) and of the poster. */
const FRAME_JPEG_QUALITY = 0.92;
const POSTER_JPEG_QUALITY = 0.9;
/** Frames asked of a session ahead of the one being written (its page renders them in order). */
const FRAMES_IN_FLIGHT = 2;

export interface RenderJobSpec {
  timeline: SceneTimeline;
  /** The file behind one of the timeline's /media URLs, or null when there is none. */
  fileOf: (url: string) => string | null;
  resolution: RenderResolution;
  burnSubtitles: boolean;
  /** An empty folder the outputs and intermediate files go to. */
  workDir: string;
  renderer: FrameRenderer;
  /** At most this many frames per chunk (each chunk is one segment). */
  chunkFrames: number;
  /** Chunks rendered at once, each in its own session. */
  parallelism: number;
  /** Called as work advances: the stage and the share of it done (0..1). */
  onProgress(stage: RenderStage, fraction: number): void;
}

export interface RenderOutputs {
  video: string;
  poster: string;
  subtitles: string;
  notes: string[];
}

export interface FrameChunk {
  index: number;
  startFrame: number;
  endFrame: number;
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

const parseResolution = (resolution: RenderResolution) => {
  const [width, height] = resolution.split('x').map(Number);
  return { width, height };
};

/** The poster's time: the middle of the first line, or the middle of the scene without lines. */
export const posterSeconds = (timeline: SceneTimeline) => {
  const first = timeline.talking[0];
  return first ? (first.start + first.end) / 2 : timeline.durationSeconds / 2;
};

/**
 * Renders a scene to `workDir`: the frames in chunks on parallel sessions, each chunk piped as
 * JPEGs into its own H.264 segment; the audio mixed from the timeline; the segments joined
 * without re-encoding and muxed with the audio; plus the .srt and a poster frame.
 */
export async function renderSceneFiles(spec: RenderJobSpec): Promise<RenderOutputs> {
  const { timeline, workDir } = spec;
  const fileOf = (url: string) => {
    const path = spec.fileOf(url);
    if (!path) throw new Error(`no file for ${url}`);
    return path;
  };
  const subtitles = join(workDir, 'subtitles.srt');
  await writeFile(subtitles, toSrt(timeline));

  spec.onProgress('rendering frames', 0);
  const { segments, notes, poster } = await renderChunks(spec, subtitles);

  spec.onProgress('mixing audio', 0);
  const audio = join(workDir, 'mix.m4a');
  await runFfmpeg(audioMixArgs(timeline, fileOf, audio));

  spec.onProgress('encoding', 0);
  const list = join(workDir, 'segments.txt');
  await writeConcatList(list, segments);
  const video = join(workDir, 'scene.mp4');
  await runFfmpeg(muxArgs(list, audio, videoSeconds(timeline), video));
  spec.onProgress('encoding', 1);
  return { video, poster, subtitles, notes };
}

async function renderChunks(spec: RenderJobSpec, subtitles: string): Promise<{ segments: string[]; notes: string[]; poster: string }> {
  const { timeline, workDir } = spec;
  const chunks = splitIntoChunks(timeline.frameCount, spec.chunkFrames, spec.parallelism);
  const segments = chunks.map((chunk) => join(workDir, `segment-${String(chunk.index).padStart(4, '0')}.mp4`));
  const poster = join(workDir, 'poster.jpg');
  const options = { ...parseResolution(spec.resolution), shadows: true };
  let notes: string[] = [];
  let nextChunk = 0;
  let framesDone = 0;
  let posterTaken = false;
  let failed = false;

  const encodeChunk = async (session: FrameSession, chunk: FrameChunk) => {
    const encoder = startFfmpeg(
      segmentEncodeArgs({
        fps: timeline.fps,
        startSeconds: chunk.startFrame / timeline.fps,
        burnSubtitlesFrom: spec.burnSubtitles ? subtitles : undefined,
        output: segments[chunk.index],
      }),
    );
    // The next frame is asked for before this one is written, so the browser never waits on us.
    const requested: Promise<Buffer>[] = [];
    const request = (frame: number) => {
      if (frame >= chunk.endFrame) return;
      const jpeg = session.frame(frame / timeline.fps, FRAME_JPEG_QUALITY);
      jpeg.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
      requested.push(jpeg);
    };
    try {
      for (let ahead = 0; ahead < FRAMES_IN_FLIGHT; ahead += 1) request(chunk.startFrame + ahead);
      for (let frame = chunk.startFrame; frame < chunk.endFrame && !failed; frame += 1) {
        const jpeg = await requested.shift()!;
        request(frame + FRAMES_IN_FLIGHT);
        await writeWithBackpressure(encoder.stdin, jpeg);
        framesDone += 1;
        spec.onProgress('rendering frames', framesDone / timeline.frameCount);
      }
      await Promise.allSettled(requested);
      encoder.stdin.end();
      await encoder.done;
    } catch (error) {
      encoder.kill();
      await encoder.done.catch(() => undefined);
      throw error;
    }
  };

  const worker = async () => {
    const session = await spec.renderer.open(timeline, options, spec.fileOf);
    try {
      if (!posterTaken) {
        posterTaken = true;
        notes = session.notes;
        await writeFile(poster, await session.frame(posterSeconds(timeline), POSTER_JPEG_QUALITY));
      }
      while (nextChunk < chunks.length && !failed) await encodeChunk(session, chunks[nextChunk++]);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      await session.close();
    }
  };

  // Every worker is waited for, so none is still writing when the caller cleans up.
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(spec.parallelism, chunks.length) }, worker));
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return { segments, notes, poster };
}

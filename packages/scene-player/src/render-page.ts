/**
 * The page the server renderer drives in headless Chromium: load a timeline once, then ask for
 * frames by time in any order. It fetches only the GLB URLs in the timeline (the renderer answers
 * those itself), so it needs no session and no other network.
 */
import { type SceneTimeline, sceneTimelineSchema } from '@studio/contracts/timeline';
import { createScenePlayer, type ScenePlayer } from './scene-player';
import { FRAME_COLOUR_SPACE, i420Bytes, i420FromBottomUpRgba, videoEncoderConfig } from './video-frames';

export interface RenderPageOptions {
  width: number;
  height: number;
  shadows: boolean;
  /** false draws every frame in full instead of reusing a still shot's set (see still-set.ts): for comparing the two. */
  reuseStillSet?: boolean;
  /** false hands frames over as JPEGs even where the browser could encode H.264 itself (see video-frames.ts): for comparing the two. */
  encodeVideo?: boolean;
}

/** Which frames of a segment a videoFrames call draws: the first begins it (with a key frame), the last ends it. */
export interface SegmentPart {
  starts: boolean;
  ends: boolean;
}

export interface StudioRenderPage {
  /**
   * `graphics`: what draws the frames (WebGL's unmasked renderer name when it tells it);
   * `drawsStillSetsOnce`: whether a still shot's set is drawn once and reused (see still-set.ts).
   */
  load(timeline: SceneTimeline, options: RenderPageOptions): Promise<{ notes: string[]; graphics: string; drawsStillSetsOnce: boolean; encodesVideo: boolean }>;
  /** renders the frame at seconds and returns it as a JPEG (base64 without the data: prefix) */
  frame(seconds: number, jpegQuality: number): string;
  /** frames(times, q)[i] is frame(times[i], q), drawn while the frame before it is encoded */
  frames(times: number[], jpegQuality: number): string[];
  /**
   * Draws the frames at `times` in order and H.264-encodes them in the page into the segment the
   * call with `starts` began; returns (base64) the segment's bytes encoded since the call before,
   * the encoder working a few frames behind the drawing, and with `ends` the rest. Only where load
   * said encodesVideo. Calls run one after another in the order they were made.
   */
  videoFrames(times: number[], part: SegmentPart): Promise<string>;
  /**
   * Draws, reads back and encodes the frames at `times` one stage at a time, waiting for each,
   * and returns the milliseconds each stage took in all: where a frame's time goes (benchmarks).
   * Encoded as a render hands them over: H.264 where load said encodesVideo, else JPEG.
   */
  stageTimes(times: number[], jpegQuality: number): Promise<StageTimes>;
}

export interface StageTimes {
  frames: number;
  drawMs: number;
  /** Reading the pixels back, and for H.264 converting them to the encoder's I420. */
  readBackMs: number;
  /** Encoding: the JPEG, or the H.264 encoder's time until the frame came out of it. */
  encodeMs: number;
  encodedAs: 'h264' | 'jpeg';
}

declare global {
  interface Window {
    studioRenderPage: StudioRenderPage;
  }
}

const JPEG_DATA_URL_PREFIX = 'data:image/jpeg;base64,';

/** A loaded scene, and what reads its frames back and encodes them. */
interface LoadedScene {
  player: ScenePlayer;
  canvas: HTMLCanvasElement;
  gl: WebGL2RenderingContext;
  /** The drawing buffer as read (bottom row first, as WebGL reads). */
  pixels: Uint8Array;
  /** The same rows top first, for the encoder. */
  image: ImageData;
  encoder: CanvasRenderingContext2D;
  /** The H.264 encoder's settings and the frame it is given, where the browser has the encoder. */
  video: { config: VideoEncoderConfig; fps: number; i420: Uint8Array } | null;
}

/** The segment being encoded: its encoder, the bytes it has made and not yet handed over, its frames so far. */
interface Segment {
  encoder: VideoEncoder;
  encoded: Uint8Array[];
  frames: number;
  failure: Error | null;
  /** Wakes the drawing waiting for the encoder to catch up: on a dequeue, or on a failure (after which none comes). */
  wake: () => void;
}

/** Frames waiting for the encoder at most: the page draws ahead of it by this many, no further. */
const MAX_ENCODE_QUEUE = 2;

let loaded: LoadedScene | null = null;
let segment: Segment | null = null;
/** The videoFrames call under way: each waits for the one before (two may be asked for at once). */
let videoWork: Promise<unknown> = Promise.resolve();

/** The renderer's name from the canvas's WebGL context (the player created it). */
function graphicsOf(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

function currentScene(): LoadedScene {
  if (!loaded) throw new Error('No scene is loaded: call studioRenderPage.load(timeline, options) first.');
  return loaded;
}

/** Starts drawing the frame at `seconds`: the commands go to the GPU process now, not at the next read. */
function startDrawing(scene: LoadedScene, seconds: number) {
  scene.player.renderAt(seconds);
  scene.gl.flush();
}

/** Waits for the frame being drawn and copies it as WebGL reads it (bottom row first). */
function readPixels({ gl, pixels, image }: LoadedScene) {
  gl.readPixels(0, 0, image.width, image.height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
}

/** Waits for the frame being drawn and copies it, top row first, into the encoder's image. */
function readBack(scene: LoadedScene) {
  const { pixels, image } = scene;
  readPixels(scene);
  const row = image.width * 4;
  for (let y = 0; y < image.height; y += 1) image.data.set(pixels.subarray((image.height - 1 - y) * row, (image.height - y) * row), y * row);
}

/** The H.264 settings of a scene, where this browser encodes them in software (WebCodecs needs the page's secure origin). */
async function videoEncoding(width: number, height: number, fps: number): Promise<LoadedScene['video']> {
  if (typeof VideoEncoder === 'undefined') return null;
  const config = videoEncoderConfig(width, height, fps);
  const { supported } = await VideoEncoder.isConfigSupported(config).catch(() => ({ supported: false }));
  return supported ? { config, fps, i420: new Uint8Array(i420Bytes(width, height)) } : null;
}

function startSegment(config: VideoEncoderConfig): Segment {
  const started: Segment = {
    encoder: new VideoEncoder({
      output: (chunk) => {
        const bytes = new Uint8Array(chunk.byteLength);
        chunk.copyTo(bytes);
        started.encoded.push(bytes);
      },
      error: (error) => {
        started.failure = error;
        started.wake();
      },
    }),
    encoded: [],
    frames: 0,
    failure: null,
    wake: () => undefined,
  };
  started.encoder.configure(config);
  return started;
}

/**
 * Hands the frame last read back to the segment's encoder (converted to I420 first, unless it
 * already is), waiting while the encoder is more than MAX_ENCODE_QUEUE frames behind.
 */
async function encodeFrame(scene: LoadedScene, video: NonNullable<LoadedScene['video']>, into: Segment, { converted = false } = {}) {
  const { width, height } = scene.image;
  if (!converted) i420FromBottomUpRgba(scene.pixels, width, height, video.i420);
  // The frame copies the picture, so the buffer is free for the next one.
  const frame = new VideoFrame(video.i420, {
    format: 'I420',
    codedWidth: width,
    codedHeight: height,
    timestamp: Math.round((into.frames * 1_000_000) / video.fps),
    colorSpace: FRAME_COLOUR_SPACE,
  });
  try {
    into.encoder.encode(frame, { keyFrame: into.frames === 0 });
  } finally {
    frame.close();
  }
  into.frames += 1;
  while (into.encoder.encodeQueueSize > MAX_ENCODE_QUEUE && !into.failure) {
    await new Promise<void>((resolve) => {
      into.wake = resolve;
      into.encoder.addEventListener('dequeue', () => resolve(), { once: true });
    });
  }
}

/** The bytes the segment's encoder has made since they were last taken, as one base64 string. */
function takeEncoded(from: Segment): string {
  const parts = from.encoded.splice(0);
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return (bytes as Uint8Array & { toBase64(): string }).toBase64();
}

async function drawIntoSegment(times: number[], { starts, ends }: SegmentPart): Promise<string> {
  const scene = currentScene();
  const { video } = scene;
  if (!video) throw new Error('This browser cannot encode H.264 in the page: ask for frames as JPEGs.');
  if (starts) {
    if (segment?.encoder.state === 'configured') segment.encoder.close();
    segment = startSegment(video.config);
  }
  const into = segment;
  if (!into) throw new Error('No segment has been started: the first videoFrames call of a segment starts it.');
  for (const [index, seconds] of times.entries()) {
    // The GPU process draws this frame while this thread converts the one before.
    startDrawing(scene, seconds);
    if (index > 0) await encodeFrame(scene, video, into);
    readPixels(scene);
  }
  if (times.length > 0) await encodeFrame(scene, video, into);
  if (ends) {
    await into.encoder.flush().catch((error: unknown) => {
      into.failure ??= error instanceof Error ? error : new Error(String(error));
    });
    if (into.encoder.state === 'configured') into.encoder.close();
    segment = null;
  }
  if (into.failure) throw new Error(`The browser's H.264 encoder failed: ${into.failure.message}`);
  return takeEncoded(into);
}

/** The image last read back, as a JPEG (software 2D canvas: the encoding never waits on the GPU). */
function encode(scene: LoadedScene, jpegQuality: number): string {
  scene.encoder.putImageData(scene.image, 0, 0);
  const dataUrl = scene.encoder.canvas.toDataURL('image/jpeg', jpegQuality);
  if (!dataUrl.startsWith(JPEG_DATA_URL_PREFIX)) throw new Error('The browser could not encode the frame as JPEG.');
  return dataUrl.slice(JPEG_DATA_URL_PREFIX.length);
}

window.studioRenderPage = {
  async load(timeline, { width, height, shadows, reuseStillSet, encodeVideo }) {
    if (segment?.encoder.state === 'configured') segment.encoder.close();
    segment = null;
    loaded?.player.dispose();
    loaded?.canvas.remove();
    loaded = null;
    // A disposed player loses its WebGL context for good, so each scene gets a fresh canvas.
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.appendChild(canvas);
    const player = await createScenePlayer(canvas, sceneTimelineSchema.parse(timeline), { width, height, shadows, reuseStillSet });
    const gl = canvas.getContext('webgl2');
    const encoderCanvas = document.createElement('canvas');
    encoderCanvas.width = width;
    encoderCanvas.height = height;
    const encoder = encoderCanvas.getContext('2d', { willReadFrequently: true });
    if (!gl || !encoder) throw new Error('The browser gave no WebGL 2 or 2D context for the render.');
    const video = encodeVideo === false ? null : await videoEncoding(width, height, timeline.fps);
    loaded = { player, canvas, gl, pixels: new Uint8Array(width * height * 4), image: new ImageData(width, height), encoder, video };
    return { notes: [...player.notes], graphics: graphicsOf(gl), drawsStillSetsOnce: player.drawsStillSetsOnce, encodesVideo: video !== null };
  },
  frame(seconds, jpegQuality) {
    const scene = currentScene();
    startDrawing(scene, seconds);
    readBack(scene);
    return encode(scene, jpegQuality);
  },
  async stageTimes(times, jpegQuality) {
    const scene = currentScene();
    const { video } = scene;
    const spent: StageTimes = { frames: times.length, drawMs: 0, readBackMs: 0, encodeMs: 0, encodedAs: video ? 'h264' : 'jpeg' };
    const onePixel = new Uint8Array(4);
    const into = video ? startSegment(video.config) : null;
    try {
      for (const seconds of times) {
        let started = performance.now();
        startDrawing(scene, seconds);
        // Reading one pixel waits for the GPU process to finish the frame (gl.finish() returns before
        // software GL has drawn it), so the read back below only copies.
        scene.gl.readPixels(0, 0, 1, 1, scene.gl.RGBA, scene.gl.UNSIGNED_BYTE, onePixel);
        spent.drawMs += performance.now() - started;
        started = performance.now();
        if (video) {
          readPixels(scene);
          i420FromBottomUpRgba(scene.pixels, scene.image.width, scene.image.height, video.i420);
        } else {
          readBack(scene);
        }
        spent.readBackMs += performance.now() - started;
        started = performance.now();
        if (video && into) {
          await encodeFrame(scene, video, into, { converted: true });
          await into.encoder.flush();
        } else {
          encode(scene, jpegQuality);
        }
        spent.encodeMs += performance.now() - started;
      }
    } finally {
      if (into?.encoder.state === 'configured') into.encoder.close();
    }
    return spent;
  },
  videoFrames(times, part) {
    const drawn = videoWork.then(() => drawIntoSegment(times, part));
    videoWork = drawn.catch(() => undefined);
    return drawn;
  },
  frames(times, jpegQuality) {
    const scene = currentScene();
    const jpegs: string[] = [];
    times.forEach((seconds, index) => {
      // The GPU process draws this frame while this thread encodes the one before it.
      startDrawing(scene, seconds);
      if (index > 0) jpegs.push(encode(scene, jpegQuality));
      readBack(scene);
    });
    if (times.length > 0) jpegs.push(encode(scene, jpegQuality));
    return jpegs;
  },
};

/**
 * The page the server renderer drives in headless Chromium: load a timeline once, then ask for
 * frames by time in any order. It fetches only the GLB URLs in the timeline (the renderer answers
 * those itself), so it needs no session and no other network.
 */
import { type SceneTimeline, sceneTimelineSchema } from '@studio/contracts/timeline';
import { createScenePlayer, type ScenePlayer } from './scene-player';

export interface RenderPageOptions {
  width: number;
  height: number;
  shadows: boolean;
  /** false draws every frame in full instead of reusing a still shot's set (see still-set.ts): for comparing the two. */
  reuseStillSet?: boolean;
}

export interface StudioRenderPage {
  /**
   * `graphics`: what draws the frames (WebGL's unmasked renderer name when it tells it);
   * `drawsStillSetsOnce`: whether a still shot's set is drawn once and reused (see still-set.ts).
   */
  load(timeline: SceneTimeline, options: RenderPageOptions): Promise<{ notes: string[]; graphics: string; drawsStillSetsOnce: boolean }>;
  /** renders the frame at seconds and returns it as a JPEG (base64 without the data: prefix) */
  frame(seconds: number, jpegQuality: number): string;
  /** frames(times, q)[i] is frame(times[i], q), drawn while the frame before it is encoded */
  frames(times: number[], jpegQuality: number): string[];
  /**
   * Draws, reads back and encodes the frames at `times` one stage at a time, waiting for each,
   * and returns the milliseconds each stage took in all: where a frame's time goes (benchmarks).
   */
  stageTimes(times: number[], jpegQuality: number): StageTimes;
}

export interface StageTimes {
  frames: number;
  drawMs: number;
  readBackMs: number;
  encodeMs: number;
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
}

let loaded: LoadedScene | null = null;

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

/** Waits for the frame being drawn and copies it, top row first, into the encoder's image. */
function readBack(scene: LoadedScene) {
  const { gl, pixels, image } = scene;
  gl.readPixels(0, 0, image.width, image.height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  const row = image.width * 4;
  for (let y = 0; y < image.height; y += 1) image.data.set(pixels.subarray((image.height - 1 - y) * row, (image.height - y) * row), y * row);
}

/** The image last read back, as a JPEG (software 2D canvas: the encoding never waits on the GPU). */
function encode(scene: LoadedScene, jpegQuality: number): string {
  scene.encoder.putImageData(scene.image, 0, 0);
  const dataUrl = scene.encoder.canvas.toDataURL('image/jpeg', jpegQuality);
  if (!dataUrl.startsWith(JPEG_DATA_URL_PREFIX)) throw new Error('The browser could not encode the frame as JPEG.');
  return dataUrl.slice(JPEG_DATA_URL_PREFIX.length);
}

window.studioRenderPage = {
  async load(timeline, { width, height, shadows, reuseStillSet }) {
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
    loaded = { player, canvas, gl, pixels: new Uint8Array(width * height * 4), image: new ImageData(width, height), encoder };
    return { notes: [...player.notes], graphics: graphicsOf(gl), drawsStillSetsOnce: player.drawsStillSetsOnce };
  },
  frame(seconds, jpegQuality) {
    const scene = currentScene();
    startDrawing(scene, seconds);
    readBack(scene);
    return encode(scene, jpegQuality);
  },
  stageTimes(times, jpegQuality) {
    const scene = currentScene();
    const spent: StageTimes = { frames: times.length, drawMs: 0, readBackMs: 0, encodeMs: 0 };
    const onePixel = new Uint8Array(4);
    for (const seconds of times) {
      let started = performance.now();
      startDrawing(scene, seconds);
      // Reading one pixel waits for the GPU process to finish the frame (gl.finish() returns before
      // software GL has drawn it), so the read back below only copies.
      scene.gl.readPixels(0, 0, 1, 1, scene.gl.RGBA, scene.gl.UNSIGNED_BYTE, onePixel);
      spent.drawMs += performance.now() - started;
      started = performance.now();
      readBack(scene);
      spent.readBackMs += performance.now() - started;
      started = performance.now();
      encode(scene, jpegQuality);
      spent.encodeMs += performance.now() - started;
    }
    return spent;
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

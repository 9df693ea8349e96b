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
}

export interface StudioRenderPage {
  /** `graphics`: what draws the frames (WebGL's unmasked renderer name when it tells it). */
  load(timeline: SceneTimeline, options: RenderPageOptions): Promise<{ notes: string[]; graphics: string }>;
  /** renders the frame at seconds and returns it as a JPEG (base64 without the data: prefix) */
  frame(seconds: number, jpegQuality: number): string;
}

declare global {
  interface Window {
    studioRenderPage: StudioRenderPage;
  }
}

const JPEG_DATA_URL_PREFIX = 'data:image/jpeg;base64,';

/** The renderer's name from the canvas's WebGL context (the player created it). */
function graphicsOf(canvas: HTMLCanvasElement): string {
  const gl = canvas.getContext('webgl2');
  if (!gl) return 'unknown';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

let player: ScenePlayer | null = null;
let canvas: HTMLCanvasElement | null = null;

window.studioRenderPage = {
  async load(timeline, { width, height, shadows }) {
    player?.dispose();
    player = null;
    canvas?.remove();
    // A disposed player loses its WebGL context for good, so each scene gets a fresh canvas.
    canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.appendChild(canvas);
    player = await createScenePlayer(canvas, sceneTimelineSchema.parse(timeline), { width, height, shadows });
    return { notes: [...player.notes], graphics: graphicsOf(canvas) };
  },
  frame(seconds, jpegQuality) {
    if (!player || !canvas) throw new Error('No scene is loaded: call studioRenderPage.load(timeline, options) first.');
    player.renderAt(seconds);
    const dataUrl = canvas.toDataURL('image/jpeg', jpegQuality);
    if (!dataUrl.startsWith(JPEG_DATA_URL_PREFIX)) throw new Error('The browser could not encode the frame as JPEG.');
    return dataUrl.slice(JPEG_DATA_URL_PREFIX.length);
  },
};

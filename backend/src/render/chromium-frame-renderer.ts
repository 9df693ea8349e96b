import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import type { FrameRenderer, FrameRenderOptions, FrameSession, SegmentPart } from './frame-renderer';
import { renderBrowserLauncher } from './render-browser-launcher';

/**
 * WebGL through ANGLE on the system's EGL: with Mesa installed and no GPU that is llvmpipe, which
 * drew the render benchmark's frames for 2-3x less CPU than Chromium's own SwiftShader. Without a
 * usable EGL, Chromium falls back to SwiftShader (allowed by --enable-unsafe-swiftshader).
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=gl-egl',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
];

/**
 * The page is served from a made-up origin that only page.route answers: nothing goes to the
 * network. HTTPS, so the page is a secure context, which WebCodecs' H.264 encoder needs.
 */
const PAGE_ORIGIN = 'https://render-page.studio.invalid';

/**
 * How long the browser may take to launch, and the page to load its script and start. Idle, both
 * take about a second; on two cores busy with other renders the page's 'load' once took over
 * Playwright's default 30 s, and failing a render for a slow start helps no one.
 */
const START_TIMEOUT_MS = 180_000;

/**
 * Scenes one browser loads at most, one after another, before a new one starts: each load draws
 * on a fresh canvas and player, and a browser started anew now and then keeps whatever a page
 * might hold on to from growing.
 */
const SCENES_PER_BROWSER = 20;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/**
 * The folder of the standalone render page @studio/scene-player builds
 * (`npm run build -w @studio/scene-player`), found from the package's render-page module.
 */
export function renderPageDir(): string {
  return join(dirname(require.resolve('@studio/scene-player/render-page')), '..', 'dist', 'render-page');
}

/** What the render page defines on its window (see @studio/scene-player's render page). */
interface RenderPageGlobal {
  studioRenderPage?: {
    load(timeline: SceneTimeline, options: FrameRenderOptions): Promise<{ notes: string[]; graphics: string; encodesVideo: boolean }>;
    frame(seconds: number, jpegQuality: number): string;
    frames(times: readonly number[], jpegQuality: number): string[];
    videoFrames(times: readonly number[], part: SegmentPart): Promise<string>;
    stageTimes(times: readonly number[], jpegQuality: number): Promise<StageTimes>;
  };
}

/** Milliseconds a batch of frames spent in each stage inside the browser (see the render page's stageTimes). */
export interface StageTimes {
  frames: number;
  drawMs: number;
  readBackMs: number;
  encodeMs: number;
  encodedAs: 'h264' | 'jpeg';
}

/** A Chromium session also tells where a frame's time goes, stage by stage (for the benchmarks). */
export interface ChromiumFrameSession extends FrameSession {
  stageTimes(seconds: readonly number[], jpegQuality: number): Promise<StageTimes>;
}

/**
 * Frames from headless Chromium running the scene player's render page. Each session is its own
 * browser process: WebGL draws in the browser's GPU process, which pages of one browser share, so
 * separate browsers are what let chunks render on separate cores.
 */
export class ChromiumFrameRenderer implements FrameRenderer {
  constructor(
    private readonly executablePath: string,
    private readonly pageDir: () => string = renderPageDir,
  ) {}

  async open(timeline: SceneTimeline, options: FrameRenderOptions, fileOf: (url: string) => string | null): Promise<ChromiumFrameSession> {
    const pageDir = this.pageDir();
    if (!existsSync(join(pageDir, 'index.html'))) {
      throw new Error(`the render page is not built (no ${join(pageDir, 'index.html')}): run npm run build -w @studio/scene-player`);
    }
    const browser = await chromium.launch({
      executablePath: await renderBrowserLauncher(this.executablePath),
      args: CHROMIUM_ARGS,
      headless: true,
      timeout: START_TIMEOUT_MS,
    });
    try {
      const page = await browser.newPage({ viewport: { width: options.width, height: options.height } });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // The files of the scene loaded last: a reload points the page's requests at its own.
      const files = { of: fileOf };
      await page.route('**/*', (route) => this.answer(route, pageDir, files.of));
      await page.goto(`${PAGE_ORIGIN}/index.html`, { waitUntil: 'domcontentloaded', timeout: START_TIMEOUT_MS });
      // Frames are read from the canvas, never looked at: not compositing it saves software GL work (same pixels).
      await page.addStyleTag({ content: 'canvas { visibility: hidden; }' });
      await page.waitForFunction(() => (globalThis as RenderPageGlobal).studioRenderPage !== undefined, undefined, { timeout: START_TIMEOUT_MS }).catch(() => {
        throw new Error(`the render page did not start${pageErrors.length ? `: ${pageErrors.join('; ')}` : ''}`);
      });
      return await this.loadScene({ browser, page, files, scenesLoaded: 0 }, timeline, options, fileOf);
    } catch (error) {
      await closeQuietly(browser);
      throw error;
    }
  }

  /** Loads a scene into the started page (each load a fresh canvas and player) and returns the session that draws it. */
  private async loadScene(
    started: { browser: Browser; page: Page; files: { of: (url: string) => string | null }; scenesLoaded: number },
    timeline: SceneTimeline,
    options: FrameRenderOptions,
    fileOf: (url: string) => string | null,
  ): Promise<ChromiumFrameSession> {
    const { browser, page, files } = started;
    files.of = fileOf;
    const scenesLoaded = started.scenesLoaded + 1;
    if (scenesLoaded > 1) await page.setViewportSize({ width: options.width, height: options.height });
    const { notes, graphics, encodesVideo } = await page.evaluate(
      ([loadedTimeline, loadOptions]) => (globalThis as RenderPageGlobal).studioRenderPage!.load(loadedTimeline, loadOptions),
      [timeline, options] as const,
    );
    return {
      notes,
      graphics,
      encodesVideo,
      frame: async (seconds, jpegQuality) => {
        const base64 = await page.evaluate(([at, quality]) => (globalThis as RenderPageGlobal).studioRenderPage!.frame(at, quality), [seconds, jpegQuality] as const);
        return Buffer.from(base64, 'base64');
      },
      frames: async (times, jpegQuality) => {
        const jpegs = await page.evaluate(([at, quality]) => (globalThis as RenderPageGlobal).studioRenderPage!.frames(at, quality), [times, jpegQuality] as const);
        return jpegs.map((base64) => Buffer.from(base64, 'base64'));
      },
      videoFrames: async (times, part) => {
        const base64 = await page.evaluate(([at, segmentPart]) => (globalThis as RenderPageGlobal).studioRenderPage!.videoFrames(at, segmentPart), [times, part] as const);
        return Buffer.from(base64, 'base64');
      },
      stageTimes: (times, jpegQuality) =>
        page.evaluate(([at, quality]) => (globalThis as RenderPageGlobal).studioRenderPage!.stageTimes(at, quality), [times, jpegQuality] as const),
      reload: scenesLoaded < SCENES_PER_BROWSER ? (next, nextOptions, nextFileOf) => this.loadScene({ ...started, scenesLoaded }, next, nextOptions, nextFileOf) : undefined,
      close: () => closeQuietly(browser),
    };
  }

  /** The page's own files from its folder, /media files from disk, nothing else. */
  private async answer(route: Route, pageDir: string, fileOf: (url: string) => string | null): Promise<void> {
    const url = new URL(route.request().url());
    const path = url.origin === PAGE_ORIGIN ? this.fileFor(decodeURIComponent(url.pathname), pageDir, fileOf) : null;
    if (!path) return route.fulfill({ status: 404, body: `Not part of the render: ${url.href}` });
    try {
      const body = await readFile(path);
      await route.fulfill({ status: 200, body, contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: `Not found: ${url.pathname}` });
    }
  }

  private fileFor(pathname: string, pageDir: string, fileOf: (url: string) => string | null): string | null {
    if (pathname.startsWith('/media/')) return fileOf(pathname);
    const path = normalize(join(pageDir, pathname));
    return path.startsWith(pageDir + sep) ? path : null;
  }
}

const versions = new Map<string, Promise<string>>();

/**
 * The browser's version as it prints it ('Chromium 156.0.8078.108 …'), asked once per binary and
 * process; the error instead when it cannot say (a render with it fails later, and says why).
 */
export function browserVersion(executablePath: string): Promise<string> {
  let version = versions.get(executablePath);
  if (!version) {
    version = new Promise((resolve) => {
      execFile(executablePath, ['--version'], { timeout: START_TIMEOUT_MS }, (error, stdout) => resolve(error ? `unknown (${error.message})` : stdout.trim()));
    });
    versions.set(executablePath, version);
  }
  return version;
}

async function closeQuietly(browser: Browser): Promise<void> {
  await browser.close().catch(() => undefined);
}

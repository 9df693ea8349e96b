/**
 * The built render page in real Chromium with software WebGL, as the server renderer drives it.
 * Runs only where Debian's Chromium is installed (here and in CI).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { SceneTimeline } from '@studio/contracts/timeline';
import type { RenderPageOptions, SegmentPart } from './render-page';
import { newSceneTimeline } from './testing/scene-timelines';
import { tinyCharacterGlb, tinySetGlb } from './testing/tiny-glb';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGE_DIR = join(__dirname, '..');
const PAGE_DIR = join(PACKAGE_DIR, 'dist', 'render-page');
// HTTPS, as the server renderer serves it: WebCodecs' video encoder needs a secure context.
const ORIGIN = 'https://render.test';
const describeInChromium = existsSync(CHROMIUM) ? describe : describe.skip;

jest.setTimeout(180_000);

/** A distinct-colour count of a JPEG, decoded by the browser (Node has no JPEG decoder here). */
function distinctColours(page: Page, jpegBase64: string): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/jpeg;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    // JPEG noise aside, a blank or single-colour frame stays within a handful of 4-bit buckets.
    for (let index = 0; index < data.length; index += 4) colours.add(((data[index] >> 4) << 8) | ((data[index + 1] >> 4) << 4) | (data[index + 2] >> 4));
    return colours.size;
  }, jpegBase64);
}

/** Decodes pictures with ffmpeg (installed beside Chromium here and in CI) into RGB frames of width x height. */
function decodedFrames(input: Buffer, format: 'h264' | 'jpeg', width: number, height: number): Buffer[] {
  const demuxer = format === 'h264' ? ['-f', 'h264'] : ['-f', 'image2pipe', '-c:v', 'mjpeg'];
  const decoded = spawnSync('ffmpeg', ['-v', 'error', ...demuxer, '-i', '-', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { input, maxBuffer: 1 << 30 });
  if (decoded.status !== 0) throw new Error(`ffmpeg could not decode the ${format}: ${decoded.stderr.toString()}`);
  const frameBytes = width * height * 3;
  return Array.from({ length: decoded.stdout.length / frameBytes }, (_, index) => decoded.stdout.subarray(index * frameBytes, (index + 1) * frameBytes));
}

/** The mean difference of two RGB frames, in levels of 255. */
const meanDifference = (a: Buffer, b: Buffer) => a.reduce((total, value, index) => total + Math.abs(value - b[index]), 0) / a.length;

/** The types of an Annex B stream's NAL units in order (7 SPS, 8 PPS, 5 an IDR slice, 1 another slice). */
function nalTypes(stream: Buffer): number[] {
  const types: number[] = [];
  for (let index = 0; index + 3 < stream.length; index += 1) {
    if (stream[index] === 0 && stream[index + 1] === 0 && stream[index + 2] === 1) types.push(stream[index + 3] & 0x1f);
  }
  return types;
}

/** The SPS and PPS units of an Annex B stream, as bytes up to the next start code. */
function parameterSets(stream: Buffer): Buffer[] {
  const starts: number[] = [];
  for (let index = 0; index + 3 < stream.length; index += 1) if (stream[index] === 0 && stream[index + 1] === 0 && stream[index + 2] === 1) starts.push(index + 3);
  return starts.filter((start) => [7, 8].includes(stream[start] & 0x1f)).map((start) => {
    const next = starts.find((candidate) => candidate > start);
    return stream.subarray(start, next === undefined ? stream.length : next - 3);
  });
}

describeInChromium('render page in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const unexpectedRequests: string[] = [];
  const timeline = newSceneTimeline({
    characters: [
      { id: 1, name: 'Ada', modelUrl: '/media/characters/1/ada.glb' },
      // Rex's model is listed but the server has no such file; Mo has none at all.
      { id: 2, name: 'Rex', modelUrl: '/media/characters/2/missing.glb' },
      { id: 3, name: 'Mo', modelUrl: null },
    ],
  });
  /** Half a second of a 200 Hz tone as a 16-bit mono WAV: what each voice line says. */
  const toneWav = (): Buffer => {
    const rate = 16_000;
    const pcm = Buffer.alloc(rate);
    for (let index = 0; index < rate / 2; index += 1) pcm.writeInt16LE(Math.round(12_000 * Math.sin((2 * Math.PI * 200 * index) / rate)), index * 2);
    const header = Buffer.alloc(44);
    header.write('RIFF', 0);
    header.writeUInt32LE(36 + pcm.length, 4);
    header.write('WAVEfmt ', 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(rate, 24);
    header.writeUInt32LE(rate * 2, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36);
    header.writeUInt32LE(pcm.length, 40);
    return Buffer.concat([header, pcm]);
  };
  const voices = Object.fromEntries(timeline.audio.voices.map((voice) => [voice.url, toneWav()]));
  const models: Record<string, ArrayBuffer> = {
    '/media/sets/10/farm.glb': tinySetGlb(),
    '/media/characters/1/ada.glb': tinyCharacterGlb([0.1, 0.3, 0.8]),
  };
  const load = (options: RenderPageOptions) =>
    page.evaluate(([sceneTimeline, pageOptions]) => window.studioRenderPage.load(sceneTimeline, pageOptions), [timeline, options] as [SceneTimeline, RenderPageOptions]);
  const frame = (seconds: number) => page.evaluate((time) => window.studioRenderPage.frame(time, 0.9), seconds);
  const videoFrames = async (times: number[], part: SegmentPart) =>
    Buffer.from(await page.evaluate(([at, segmentPart]) => window.studioRenderPage.videoFrames(at, segmentPart), [times, part] as [number[], SegmentPart]), 'base64');

  beforeAll(async () => {
    // Test the page built from the current source.
    const build = spawnSync('npm', ['run', 'build'], { cwd: PACKAGE_DIR, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the render page failed:\n${build.stdout}\n${build.stderr}`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--disable-background-networking', '--no-first-run'],
    });
    page = await browser.newPage();
    page.on('pageerror', (error) => unexpectedRequests.push(`page error: ${error.message}`));
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      const file = join(PAGE_DIR, url.pathname === '/' ? 'index.html' : url.pathname);
      if (url.origin === ORIGIN && url.pathname in models) {
        await route.fulfill({ body: Buffer.from(models[url.pathname]), contentType: 'model/gltf-binary' });
      } else if (url.origin === ORIGIN && url.pathname in voices) {
        await route.fulfill({ body: voices[url.pathname], contentType: 'audio/wav' });
      } else if (url.origin === ORIGIN && url.pathname.startsWith('/media/')) {
        await route.fulfill({ status: 404, body: 'Not Found' });
      } else if (url.origin === ORIGIN && file.startsWith(PAGE_DIR) && existsSync(file)) {
        await route.fulfill({ body: readFileSync(file), contentType: file.endsWith('.html') ? 'text/html' : 'text/javascript' });
      } else {
        unexpectedRequests.push(url.href);
        await route.abort();
      }
    });
    await page.goto(`${ORIGIN}/index.html`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads the set and models, with a note for each stand-in', async () => {
    const { notes, drawsStillSetsOnce } = await load({ width: 640, height: 360, shadows: true });
    // Software WebGL copies the canvas's depth, so still shots draw their set once.
    expect(drawsStillSetsOnce).toBe(true);
    expect(notes).toEqual([
      'The 3D model for Rex could not be loaded (404 Not Found): a stand-in is shown.',
      'No 3D model for Mo: a stand-in is shown.',
    ]);
  });

  it('renders frames that show the scene, the same bytes for the same time in any order', async () => {
    await load({ width: 640, height: 360, shadows: true });
    const establishing = 1;
    const [, rexLine] = timeline.talking;
    const midLine = (rexLine.start + rexLine.end) / 2;

    const first = await frame(establishing);
    const speaking = await frame(midLine);
    const again = await frame(establishing);
    const speakingAgain = await frame(midLine);

    expect(Buffer.from(first, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await distinctColours(page, first)).toBeGreaterThan(30);
    expect(await distinctColours(page, speaking)).toBeGreaterThan(30);
    expect(speaking).not.toBe(first);
    expect(again).toBe(first);
    expect(speakingAgain).toBe(speaking);
    expect(unexpectedRequests).toEqual([]);
  });

  it('draws a still shot from its set drawn once as the same JPEGs as in full', async () => {
    const shot = timeline.shots.find((candidate) => JSON.stringify(candidate.camera) === JSON.stringify(candidate.endCamera));
    if (!shot) throw new Error('the test scene has no shot whose camera holds still');
    const times = [0.3, 0.7, 0.5].map((share) => shot.start + share * (shot.end - shot.start));
    const drawn = async (reuseStillSet: boolean) => {
      expect((await load({ width: 640, height: 360, shadows: true, reuseStillSet })).drawsStillSetsOnce).toBe(reuseStillSet);
      const jpegs = [];
      for (const seconds of times) jpegs.push(await frame(seconds));
      return jpegs;
    };
    expect(await drawn(true)).toEqual(await drawn(false));
  });

  it('draws a batch of frames as the same JPEGs as one frame at a time', async () => {
    await load({ width: 640, height: 360, shadows: true });
    const times = [1, (timeline.talking[0].start + timeline.talking[0].end) / 2, 1];
    const batch = await page.evaluate((at) => window.studioRenderPage.frames(at, 0.9), times);
    const single = [];
    for (const seconds of times) single.push(await frame(seconds));
    expect(batch).toHaveLength(times.length);
    expect(batch).toEqual(single);
    expect(batch[1]).not.toBe(batch[0]);
  });

  it("draws the same time twice in a row as the same frame: a model's head turned to whom it looks at turns no further", async () => {
    await load({ width: 640, height: 360, shadows: true, reuseStillSet: false });
    const speaking = (timeline.talking[0].start + timeline.talking[0].end) / 2;
    const first = await frame(speaking);

    expect(await frame(speaking)).toBe(first);
    expect(await frame(speaking)).toBe(first);
  });

  it('tells how long drawing, reading back and encoding took, stage by stage, encoded as a render hands frames over', async () => {
    for (const encodeVideo of [true, false]) {
      await load({ width: 640, height: 360, shadows: true, encodeVideo });
      const spent = await page.evaluate((at) => window.studioRenderPage.stageTimes(at, 0.9), [1, 2, 3]);
      expect(spent).toMatchObject({ frames: 3, encodedAs: encodeVideo ? 'h264' : 'jpeg' });
      for (const milliseconds of [spent.drawMs, spent.readBackMs, spent.encodeMs]) expect(milliseconds).toBeGreaterThan(0);
    }
  });

  describe('frames encoded as H.264 in the page', () => {
    const times = [1, 1 + 1 / 24, (timeline.talking[0].start + timeline.talking[0].end) / 2, 3];

    it('are encoded where the browser can, unless JPEGs are asked for', async () => {
      expect((await load({ width: 640, height: 360, shadows: true })).encodesVideo).toBe(true);
      expect((await load({ width: 640, height: 360, shadows: true, encodeVideo: false })).encodesVideo).toBe(false);
      await expect(videoFrames([1], { starts: true, ends: true })).rejects.toThrow('This browser cannot encode H.264 in the page: ask for frames as JPEGs.');
    });

    it('make a segment that starts with a key frame and shows what the JPEGs of the same times show', async () => {
      await load({ width: 640, height: 360, shadows: true });
      // Asked for together, as the renderer does: drawn one call after the other.
      const [head, tail] = await Promise.all([videoFrames(times.slice(0, 2), { starts: true, ends: false }), videoFrames(times.slice(2), { starts: false, ends: true })]);
      const segment = Buffer.concat([head, tail]);
      expect(nalTypes(segment).slice(0, 3)).toEqual([7, 8, 5]);
      expect(nalTypes(segment).filter((type) => type === 5)).toHaveLength(1);
      const video = decodedFrames(segment, 'h264', 640, 360);
      const jpegs = [];
      for (const seconds of times) jpegs.push(...decodedFrames(Buffer.from(await frame(seconds), 'base64'), 'jpeg', 640, 360));
      expect(video).toHaveLength(times.length);
      for (const [index, picture] of video.entries()) expect(meanDifference(picture, jpegs[index])).toBeLessThan(4);
      // A frame differs from the others more than from its own JPEG: each is the frame of its time.
      expect(meanDifference(video[2], jpegs[0])).toBeGreaterThan(2 * meanDifference(video[2], jpegs[2]));
    });

    it('make segments with the same parameter sets, so that they join without an encode', async () => {
      await load({ width: 640, height: 360, shadows: true });
      const first = await videoFrames(times.slice(0, 2), { starts: true, ends: true });
      const second = await videoFrames(times.slice(2), { starts: true, ends: true });
      expect(parameterSets(first)).toHaveLength(2);
      expect(parameterSets(second)).toEqual(parameterSets(first));
      expect(decodedFrames(Buffer.concat([first, second]), 'h264', 640, 360)).toHaveLength(times.length);
    });

    it('are refused when no segment was started', async () => {
      await load({ width: 640, height: 360, shadows: true });
      await expect(videoFrames([1], { starts: false, ends: true })).rejects.toThrow('No segment has been started: the first videoFrames call of a segment starts it.');
    });
  });

  it('measures frames per second at 640x360 (printed, not asserted)', async () => {
    const measure = async (shadows: boolean) => {
      await load({ width: 640, height: 360, shadows });
      await frame(0);
      const started = process.hrtime.bigint();
      for (let index = 0; index < 48; index += 1) await frame(index / timeline.fps);
      return 48 / (Number(process.hrtime.bigint() - started) / 1e9);
    };
    const withShadows = await measure(true);
    const withoutShadows = await measure(false);
    process.stdout.write(`render page: ${withShadows.toFixed(1)} fps with shadows, ${withoutShadows.toFixed(1)} fps without (48 JPEG frames at 640x360)\n`);
    expect(withShadows).toBeGreaterThan(0);
  });
});

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { ssim } from 'ssim.js';
import { startFfmpeg } from '../src/render/ffmpeg-process';

/**
 * Software WebGL draws the same scene the same way on the same kind of machine, all but a few
 * edge pixels; a moved camera, a lost light or a missing prop takes SSIM far below this.
 */
const MIN_SSIM = 0.97;
const UPDATE = process.env.UPDATE_GOLDEN_FRAMES === '1';

/** An image file or encoded frame as RGBA rows, decoded by ffmpeg. */
export function rgbaOf(image: string | Buffer): Promise<Buffer> {
  const decoding = startFfmpeg(['-i', typeof image === 'string' ? image : 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-']);
  decoding.stdin.end(typeof image === 'string' ? undefined : image);
  return decoding.done;
}

/**
 * The drawn `frame` (a JPEG) matches the PNG at `golden` by SSIM; with UPDATE_GOLDEN_FRAMES=1 it
 * becomes that PNG instead. A frame that differs is kept in the temp folder for a look.
 */
export async function expectGoldenFrame(frame: Buffer, golden: string, size: { width: number; height: number }): Promise<void> {
  if (UPDATE) {
    mkdirSync(dirname(golden), { recursive: true });
    const encoding = startFfmpeg(['-y', '-f', 'mjpeg', '-i', 'pipe:0', '-frames:v', '1', golden]);
    encoding.stdin.end(frame);
    await encoding.done;
    return;
  }
  expect(existsSync(golden)).toBe(true);
  const image = async (source: string | Buffer) => ({ data: new Uint8ClampedArray(await rgbaOf(source)), ...size });
  const { mssim } = ssim(await image(golden), await image(frame));
  if (mssim < MIN_SSIM) {
    const drawn = join(tmpdir(), `golden-frame-${basename(golden, '.png')}-now.jpg`);
    writeFileSync(drawn, frame);
    throw new Error(`${basename(golden)} differs from ${golden} (SSIM ${mssim.toFixed(3)} < ${MIN_SSIM}); drawn now: ${drawn}`);
  }
}

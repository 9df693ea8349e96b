/**
 * The render page hands a chunk's frames over as H.264 it encodes itself (WebCodecs) where the
 * browser can: no JPEG is encoded, sent through the DevTools protocol, decoded and encoded again
 * by x264, which together cost more than the drawing on two software-GL cores. These are the
 * encoder's settings and the conversion of a frame read back from WebGL into what it takes.
 */

/** H.264 High profile, level 4.0 (up to 1080p at 30 fps): the profile our films join as they are (see film-join.ts). */
const VIDEO_CODEC = 'avc1.640028';
/**
 * Bits per pixel of each frame: 5.5 Mbit/s at 1280x720 and 24 fps. Measured on the render bench's
 * scene against x264 at CRF 20 from the same frames: SSIM 0.98, the faces and edges as sharp.
 */
const BITS_PER_PIXEL = 0.25;

/** The encoder of a render's segments: the same settings for every chunk, so their segments join without an encode. */
export function videoEncoderConfig(width: number, height: number, fps: number): VideoEncoderConfig {
  return {
    codec: VIDEO_CODEC,
    width,
    height,
    framerate: fps,
    bitrate: Math.round(width * height * fps * BITS_PER_PIXEL),
    bitrateMode: 'variable',
    latencyMode: 'quality',
    // The same encoder on every machine (a GPU's would make other bytes and other parameter sets).
    hardwareAcceleration: 'prefer-software',
    avc: { format: 'annexb' },
  };
}

/**
 * What the frames' numbers mean: BT.601 luma and chroma in TV range (as x264 made them from the
 * JPEGs before), of sRGB colours.
 */
export const FRAME_COLOUR_SPACE: VideoColorSpaceInit = { matrix: 'smpte170m', primaries: 'bt709', transfer: 'iec61966-2-1', fullRange: false };

/** Bytes of a width x height I420 picture: a luma plane and two quarter-size chroma planes. */
export const i420Bytes = (width: number, height: number) => (width * height * 3) / 2;

/**
 * Converts RGBA rows as WebGL reads them (bottom row first) into an I420 picture (top row first)
 * in `out`: BT.601 in TV range (luma 16-235, chroma 16-240), each chroma sample the mean of its
 * 2x2 pixels. Width and height must be even, as H.264's 4:2:0 needs.
 */
export function i420FromBottomUpRgba(rgba: Uint8Array, width: number, height: number, out: Uint8Array): void {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`A ${width}x${height} frame cannot be 4:2:0: width and height must be even.`);
  if (rgba.length < width * height * 4 || out.length < i420Bytes(width, height)) throw new Error('The frame buffers are smaller than the frame.');
  const uPlane = width * height;
  const vPlane = uPlane + uPlane / 4;
  const chromaWidth = width / 2;
  const stride = width * 4;
  for (let y = 0; y < height; y += 2) {
    // Output rows y and y + 1 are input rows height - 1 - y and height - 2 - y.
    const upper = (height - 1 - y) * stride;
    const lower = upper - stride;
    const lumaUpper = y * width;
    const lumaLower = lumaUpper + width;
    const chromaRow = (y / 2) * chromaWidth;
    for (let x = 0; x < width; x += 2) {
      const a = upper + x * 4;
      const b = lower + x * 4;
      const r0 = rgba[a], g0 = rgba[a + 1], b0 = rgba[a + 2];
      const r1 = rgba[a + 4], g1 = rgba[a + 5], b1 = rgba[a + 6];
      const r2 = rgba[b], g2 = rgba[b + 1], b2 = rgba[b + 2];
      const r3 = rgba[b + 4], g3 = rgba[b + 5], b3 = rgba[b + 6];
      out[lumaUpper + x] = ((66 * r0 + 129 * g0 + 25 * b0 + 128) >> 8) + 16;
      out[lumaUpper + x + 1] = ((66 * r1 + 129 * g1 + 25 * b1 + 128) >> 8) + 16;
      out[lumaLower + x] = ((66 * r2 + 129 * g2 + 25 * b2 + 128) >> 8) + 16;
      out[lumaLower + x + 1] = ((66 * r3 + 129 * g3 + 25 * b3 + 128) >> 8) + 16;
      const r = r0 + r1 + r2 + r3;
      const g = g0 + g1 + g2 + g3;
      const b4 = b0 + b1 + b2 + b3;
      const chroma = chromaRow + x / 2;
      // The sums are of four pixels: >> 10 is the mean's >> 8.
      out[uPlane + chroma] = ((-38 * r - 74 * g + 112 * b4 + 512) >> 10) + 128;
      out[vPlane + chroma] = ((112 * r - 94 * g - 18 * b4 + 512) >> 10) + 128;
    }
  }
}

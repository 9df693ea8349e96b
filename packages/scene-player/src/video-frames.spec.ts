import { i420Bytes, i420FromBottomUpRgba, videoEncoderConfig } from './video-frames';

/** RGBA rows bottom first, as WebGL reads them, from rows of [r, g, b] listed top first. */
function readBack(rowsTopFirst: Array<Array<[number, number, number]>>): Uint8Array {
  return Uint8Array.from([...rowsTopFirst].reverse().flatMap((row) => row.flatMap(([r, g, b]) => [r, g, b, 255])));
}

/** The picture's planes: luma rows and the two chroma planes, top first. */
function planes(rowsTopFirst: Array<Array<[number, number, number]>>) {
  const height = rowsTopFirst.length;
  const width = rowsTopFirst[0].length;
  const out = new Uint8Array(i420Bytes(width, height));
  i420FromBottomUpRgba(readBack(rowsTopFirst), width, height, out);
  const luma = Array.from({ length: height }, (_, y) => [...out.subarray(y * width, (y + 1) * width)]);
  const quarter = (width * height) / 4;
  return { luma, u: [...out.subarray(width * height, width * height + quarter)], v: [...out.subarray(width * height + quarter)] };
}

const solid = (colour: [number, number, number]) => Array.from({ length: 2 }, () => Array.from({ length: 2 }, () => colour));

describe('i420FromBottomUpRgba', () => {
  it('puts black, white and the primaries where BT.601 in TV range puts them', () => {
    expect(planes(solid([0, 0, 0]))).toEqual({ luma: [[16, 16], [16, 16]], u: [128], v: [128] });
    expect(planes(solid([255, 255, 255]))).toEqual({ luma: [[235, 235], [235, 235]], u: [128], v: [128] });
    // Red, green and blue as ITU-R BT.601 gives them in 8 bits (within a step of rounding).
    expect(planes(solid([255, 0, 0]))).toEqual({ luma: [[82, 82], [82, 82]], u: [90], v: [240] });
    expect(planes(solid([0, 255, 0]))).toEqual({ luma: [[144, 144], [144, 144]], u: [54], v: [34] });
    expect(planes(solid([0, 0, 255]))).toEqual({ luma: [[41, 41], [41, 41]], u: [240], v: [110] });
  });

  it('turns the rows WebGL reads bottom first into a picture top first', () => {
    const white: [number, number, number] = [255, 255, 255];
    const black: [number, number, number] = [0, 0, 0];
    const { luma } = planes([
      [white, white],
      [white, white],
      [black, black],
      [black, white],
    ]);
    expect(luma).toEqual([
      [235, 235],
      [235, 235],
      [16, 16],
      [16, 235],
    ]);
  });

  it('gives each chroma sample the mean of its 2x2 pixels', () => {
    const { u, v } = planes([
      [
        [255, 0, 0],
        [255, 0, 0],
        [0, 0, 255],
        [0, 0, 255],
      ],
      [
        [255, 0, 0],
        [0, 0, 0],
        [0, 0, 255],
        [0, 0, 255],
      ],
    ]);
    // Three reds and a black: three quarters of red's distance from grey; then pure blue.
    expect(u).toEqual([100, 240]);
    expect(v).toEqual([212, 110]);
  });

  it('refuses odd sizes, which 4:2:0 cannot hold, and buffers smaller than the frame', () => {
    expect(() => i420FromBottomUpRgba(new Uint8Array(3 * 2 * 4), 3, 2, new Uint8Array(9))).toThrow('A 3x2 frame cannot be 4:2:0: width and height must be even.');
    expect(() => i420FromBottomUpRgba(new Uint8Array(4), 2, 2, new Uint8Array(6))).toThrow('The frame buffers are smaller than the frame.');
  });
});

describe('videoEncoderConfig', () => {
  it('encodes every size as H.264 High in software at a bit rate that grows with the pixels', () => {
    const film = videoEncoderConfig(1280, 720, 24);
    const draft = videoEncoderConfig(640, 360, 24);
    expect(film).toMatchObject({ codec: 'avc1.640028', width: 1280, height: 720, framerate: 24, bitrate: 5_529_600, hardwareAcceleration: 'prefer-software', avc: { format: 'annexb' } });
    expect(draft.bitrate).toBe(film.bitrate! / 4);
  });
});

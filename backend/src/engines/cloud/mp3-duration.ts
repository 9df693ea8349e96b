/**
 * Duration of an MP3 (MPEG-1/2/2.5 Layer III) found by walking its frame headers, so it is exact
 * to the frame for constant and variable bit rates alike. A leading ID3v2 tag and the
 * Xing/Info frame encoders put first (it carries no audio) are skipped.
 */

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES = { mpeg1: [44100, 48000, 32000], mpeg2: [22050, 24000, 16000], mpeg25: [11025, 12000, 8000] } as const;

interface FrameHeader {
  bytes: number;
  samples: number;
  sampleRate: number;
}

function readFrameHeader(data: Buffer, offset: number): FrameHeader | undefined {
  if (offset + 4 > data.length || data[offset] !== 0xff || (data[offset + 1] & 0xe0) !== 0xe0) return undefined;
  const versionBits = (data[offset + 1] >> 3) & 0x3;
  const layerBits = (data[offset + 1] >> 1) & 0x3;
  const bitrateIndex = data[offset + 2] >> 4;
  const sampleRateIndex = (data[offset + 2] >> 2) & 0x3;
  const padding = (data[offset + 2] >> 1) & 0x1;
  // Layer III only (01), no reserved version (01), free (0) or bad (15) bit rate, reserved rate (3).
  if (layerBits !== 1 || versionBits === 1 || bitrateIndex === 0 || bitrateIndex === 15 || sampleRateIndex === 3) return undefined;
  const mpeg1 = versionBits === 3;
  const sampleRate = (mpeg1 ? SAMPLE_RATES.mpeg1 : versionBits === 2 ? SAMPLE_RATES.mpeg2 : SAMPLE_RATES.mpeg25)[sampleRateIndex];
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex] * 1000;
  const samples = mpeg1 ? 1152 : 576;
  return { bytes: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

function id3v2Length(data: Buffer): number {
  if (data.length < 10 || data.toString('latin1', 0, 3) !== 'ID3') return 0;
  // Syncsafe size: 7 bits per byte; plus the 10-byte header and an optional 10-byte footer.
  const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
  return 10 + size + (data[5] & 0x10 ? 10 : 0);
}

/** Seconds of audio in an MP3, or undefined when no MPEG Layer III frames are found. */
export function mp3DurationSeconds(data: Buffer): number | undefined {
  let offset = id3v2Length(data);
  let seconds = 0;
  let frames = 0;
  while (offset + 4 <= data.length) {
    const header = readFrameHeader(data, offset);
    if (!header) {
      // Resynchronise byte by byte (junk or a tag between frames); stop at trailing tags.
      if (frames > 0 && data.toString('latin1', offset, offset + 3) === 'TAG') break;
      offset += 1;
      continue;
    }
    const frame = data.subarray(offset, offset + header.bytes);
    const isInfoFrame = frames === 0 && (frame.includes('Xing', 0, 'latin1') || frame.includes('Info', 0, 'latin1'));
    if (!isInfoFrame) seconds += header.samples / header.sampleRate;
    frames += 1;
    offset += header.bytes;
  }
  return frames > 0 ? seconds : undefined;
}

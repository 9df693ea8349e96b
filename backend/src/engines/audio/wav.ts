/**
 * 16-bit PCM WAV: what the local engines produce and what their tests read back. Samples go
 * through Int16Array views, which are little-endian on every platform Node runs on, as WAV is.
 */

export interface PcmAudio {
  sampleRate: number;
  /** One Float32Array per channel, samples in -1..1. */
  channels: Float32Array[];
}

const HEADER_BYTES = 44;

/** Encodes float channels (clamped to -1..1) as interleaved 16-bit PCM WAV. */
export function encodeWav({ sampleRate, channels }: PcmAudio): Buffer {
  const channelCount = channels.length;
  const frames = channels[0]?.length ?? 0;
  const dataBytes = frames * channelCount * 2;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  writeHeader(wav, sampleRate, channelCount, dataBytes);
  // Fill an Int16Array and copy once: per-sample Buffer writes are many times slower.
  const pcm = new Int16Array(frames * channelCount);
  for (let channel = 0; channel < channelCount; channel += 1) {
    const source = channels[channel];
    for (let frame = 0; frame < frames; frame += 1) {
      const sample = source[frame];
      const clamped = sample > 1 ? 1 : sample < -1 ? -1 : sample;
      // Round half away from zero without Math.round (kept out of this hot loop).
      pcm[frame * channelCount + channel] = (clamped * 32767 + (clamped < 0 ? -0.5 : 0.5)) | 0;
    }
  }
  Buffer.from(pcm.buffer).copy(wav, HEADER_BYTES);
  return wav;
}

/** Wraps mono 16-bit samples (as eSpeak-NG produces them) in a WAV header without converting. */
export function encodeMonoInt16Wav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  writeHeader(wav, sampleRate, 1, dataBytes);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(wav, HEADER_BYTES);
  return wav;
}

function writeHeader(wav: Buffer, sampleRate: number, channelCount: number, dataBytes: number): void {
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channelCount, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * channelCount * 2, 28);
  wav.writeUInt16LE(channelCount * 2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
}

export class InvalidWavError extends Error {
  constructor(reason: string) {
    super(`Not a 16-bit PCM WAV file: ${reason}`);
    this.name = 'InvalidWavError';
  }
}

/** Reads a 16-bit PCM WAV, walking its chunks rather than trusting a fixed 44-byte header. */
export function decodeWav(wav: Buffer): PcmAudio {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new InvalidWavError('missing RIFF/WAVE header');
  }
  let offset = 12;
  let format: { channelCount: number; sampleRate: number; bitsPerSample: number; audioFormat: number } | undefined;
  while (offset + 8 <= wav.length) {
    const chunkId = wav.toString('ascii', offset, offset + 4);
    const chunkSize = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (chunkId === 'fmt ') {
      format = {
        audioFormat: wav.readUInt16LE(body),
        channelCount: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bitsPerSample: wav.readUInt16LE(body + 14),
      };
    } else if (chunkId === 'data') {
      if (!format) throw new InvalidWavError('data chunk before fmt chunk');
      if (format.audioFormat !== 1 || format.bitsPerSample !== 16) {
        throw new InvalidWavError(`format ${format.audioFormat}, ${format.bitsPerSample} bits`);
      }
      if (body + chunkSize > wav.length) throw new InvalidWavError('data chunk is truncated');
      const frames = Math.floor(chunkSize / (2 * format.channelCount));
      // Copy into an aligned Int16Array (the data chunk may start at an odd offset).
      const pcm = new Int16Array(frames * format.channelCount);
      wav.copy(Buffer.from(pcm.buffer), 0, body, body + pcm.byteLength);
      const channels = Array.from({ length: format.channelCount }, () => new Float32Array(frames));
      for (let channel = 0; channel < format.channelCount; channel += 1) {
        const target = channels[channel];
        for (let frame = 0; frame < frames; frame += 1) target[frame] = pcm[frame * format.channelCount + channel] / 32768;
      }
      return { sampleRate: format.sampleRate, channels };
    }
    offset = body + chunkSize + (chunkSize % 2);
  }
  throw new InvalidWavError('no data chunk');
}

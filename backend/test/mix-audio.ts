import { encodeWav } from '../src/engines/audio/wav';
import { MIX_SAMPLE_RATE } from '../src/render/audio-mix';
import { runFfmpeg } from '../src/render/ffmpeg-process';

/** A 300 Hz sine WAV at 16 kHz, the same on each channel: a voice or a bed a mix can be heard to carry. */
export const tone = (seconds: number, amplitude: number, channelCount = 1): Buffer => {
  const sampleRate = 16_000;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = amplitude * Math.sin((2 * Math.PI * 300 * i) / sampleRate);
  return encodeWav({ sampleRate, channels: Array.from({ length: channelCount }, () => samples) });
};

/** A mixed file's audio as mono samples (-1..1) at its own rate, which the mix writes at MIX_SAMPLE_RATE. */
export async function mixSamplesOf(path: string): Promise<number[]> {
  const pcm = await runFfmpeg(['-i', path, '-ac', '1', '-f', 's16le', '-']);
  return Array.from({ length: pcm.length / 2 }, (_, i) => pcm.readInt16LE(i * 2) / 32768);
}

/** Root-mean-square level of mix samples between `from` and `to` seconds. */
export const mixRms = (samples: number[], from: number, to: number): number => {
  const window = samples.slice(Math.round(from * MIX_SAMPLE_RATE), Math.round(to * MIX_SAMPLE_RATE));
  return Math.sqrt(window.reduce((sum, value) => sum + value * value, 0) / window.length);
};

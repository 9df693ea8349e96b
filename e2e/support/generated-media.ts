import { pngBytes, wavBytes } from '../../backend/test/media-bytes';

/** A file for Playwright's setInputFiles, made in the test instead of kept as a fixture. */
export interface GeneratedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG of one colour (8-bit RGB), small enough to upload anywhere. */
export function solidPng(name: string, { width = 32, height = 24, rgb = [200, 60, 40] as [number, number, number] } = {}): GeneratedFile {
  return { name, mimeType: 'image/png', buffer: pngBytes({ width, height, rgb }) };
}

/** A real WAV: a sine tone, 16-bit mono PCM. */
export function toneWav(name: string, { seconds = 2, frequency = 440, sampleRate = 8000 } = {}): GeneratedFile {
  return { name, mimeType: 'audio/wav', buffer: wavBytes({ seconds, frequencyHz: frequency, sampleRate, amplitude: 8000 }) };
}

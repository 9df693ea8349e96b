import { decodeWav, encodeMonoInt16Wav, encodeWav, InvalidWavError } from './wav';

describe('WAV encoding', () => {
  it('writes a canonical 16-bit PCM header and reads the samples back', () => {
    const left = Float32Array.from([0, 0.5, -0.5, 1]);
    const right = Float32Array.from([0.25, -0.25, 2, -2]);
    const wav = encodeWav({ sampleRate: 44100, channels: [left, right] });
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(2);
    expect(wav.readUInt32LE(24)).toBe(44100);
    expect(wav.readUInt32LE(28)).toBe(44100 * 4);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(16);
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(44100);
    expect(Array.from(decoded.channels[0]).map((value) => Number(value.toFixed(3)))).toEqual([0, 0.5, -0.5, 1]);
    // Out-of-range samples are clamped, not wrapped.
    expect(Array.from(decoded.channels[1]).map((value) => Number(value.toFixed(3)))).toEqual([0.25, -0.25, 1, -1]);
  });

  it('wraps raw mono samples without changing them', () => {
    const samples = Int16Array.from([0, 1000, -32768, 32767]);
    const decoded = decodeWav(encodeMonoInt16Wav(samples, 22050));
    expect(decoded.sampleRate).toBe(22050);
    expect(Array.from(decoded.channels[0]).map((value) => Math.round(value * 32768))).toEqual([0, 1000, -32768, 32767]);
  });

  it('rejects what is not a 16-bit PCM WAV', () => {
    expect(() => decodeWav(Buffer.from('not a wav file at all'))).toThrow(InvalidWavError);
    const floatWav = encodeWav({ sampleRate: 8000, channels: [new Float32Array(4)] });
    floatWav.writeUInt16LE(3, 20);
    expect(() => decodeWav(floatWav)).toThrow('format 3');
  });
});

import type { VoiceProfile } from '@studio/contracts/characters';
import { decodeWav } from '../audio/wav';
import { medianPitchHz, rms, spectralCentroidHz } from '../audio/audio-analysis';
import { EngineError } from '../engine.errors';
import type { SynthesizeSpeechInput } from '../engine.types';
import { EspeakVoiceEngine, spokenPhonemes } from './espeak-voice-engine';
import { voiceProfileFor } from './voice-profile';

jest.setTimeout(60_000);

const LINE = 'Ahoy there! Welcome aboard the finest ship on the seven seas.';

const profile = (overrides: Partial<VoiceProfile> = {}): VoiceProfile => ({
  voice: 'en-us+m3',
  pitch: 50,
  rate: 170,
  ...overrides,
});

describe('EspeakVoiceEngine', () => {
  const engine = new EspeakVoiceEngine();
  afterAll(() => engine.dispose());

  it('reports itself available offline', async () => {
    await expect(engine.available()).resolves.toMatchObject({ available: true });
  });

  it('speaks a line as a valid, audible 16-bit PCM WAV with the reported duration', async () => {
    const result = await engine.synthesize({ text: LINE, voice: profile() });
    expect(result.mimeType).toBe('audio/wav');
    expect(result.audio.toString('ascii', 0, 4)).toBe('RIFF');
    expect(result.audio.readUInt16LE(34)).toBe(16);
    const pcm = decodeWav(result.audio);
    expect(pcm.channels).toHaveLength(1);
    expect(pcm.channels[0].length / pcm.sampleRate).toBeCloseTo(result.durationSeconds, 3);
    expect(result.durationSeconds).toBeGreaterThan(2);
    expect(result.durationSeconds).toBeLessThan(10);
    expect(rms(pcm.channels[0])).toBeGreaterThan(0.02);
  });

  it('reports the phonemes it speaks, in order, with their times in the audio', async () => {
    const result = await engine.synthesize({ text: 'Mama, oh boy!', voice: profile() });
    const phonemes = result.phonemes ?? [];
    const spoken = phonemes.filter((timing) => timing.phoneme !== '');
    expect(spoken.map((timing) => timing.phoneme.replace(/[ˈˌː]/g, '')).join(' ')).toMatch(/^m .+ m .+ b /);
    expect(phonemes.map((timing) => timing.start)).toEqual([...phonemes.map((timing) => timing.start)].sort((a, b) => a - b));
    expect(spoken[0].start).toBeLessThan(0.2);
    expect(Math.max(...phonemes.map((timing) => timing.start))).toBeLessThan(result.durationSeconds);
    // The comma is a pause in the middle.
    const pause = phonemes.find((timing) => timing.phoneme === '');
    expect(pause?.start).toBeGreaterThan(spoken[1].start);
  });

  it('keeps one of each phoneme eSpeak reports twice at a clause boundary, and none past the audio', () => {
    expect(
      spokenPhonemes(
        [
          { start: 0.3, phoneme: '' },
          { start: 0.01, phoneme: 'h' },
          { start: 0.3, phoneme: '' },
          { start: 0.12, phoneme: 'ə' },
          { start: 2.5, phoneme: 't' },
        ],
        2,
      ),
    ).toEqual([
      { start: 0.01, phoneme: 'h' },
      { start: 0.12, phoneme: 'ə' },
      { start: 0.3, phoneme: '' },
    ]);
  });

  it('takes longer to say longer text', async () => {
    const short = await engine.synthesize({ text: 'Hello.', voice: profile() });
    const medium = await engine.synthesize({ text: LINE, voice: profile() });
    const long = await engine.synthesize({ text: `${LINE} ${LINE} ${LINE}`, voice: profile() });
    expect(medium.durationSeconds).toBeGreaterThan(short.durationSeconds * 2);
    expect(long.durationSeconds).toBeGreaterThan(medium.durationSeconds * 2.5);
  });

  it('says a line louder and faster when angry, slower and lower when sad, higher when happy, faster and higher when afraid, than neutral', async () => {
    const measure = async (emotion?: SynthesizeSpeechInput['emotion']) => {
      const result = await engine.synthesize({ text: LINE, voice: profile(), emotion });
      const pcm = decodeWav(result.audio);
      return { duration: result.durationSeconds, loudness: rms(pcm.channels[0]), pitch: medianPitchHz(pcm.channels[0], pcm.sampleRate) };
    };
    const neutral = await measure();
    const angry = await measure({ emotion: 'angry', intensity: 1 });
    const sad = await measure({ emotion: 'sad', intensity: 1 });
    expect(angry.loudness).toBeGreaterThan(neutral.loudness * 1.3);
    expect(angry.duration).toBeLessThan(neutral.duration * 0.9);
    expect(sad.duration).toBeGreaterThan(neutral.duration * 1.15);
    expect(sad.pitch).toBeLessThan(neutral.pitch * 0.92);
    expect(sad.loudness).toBeLessThan(neutral.loudness);
    const happy = await measure({ emotion: 'happy', intensity: 1 });
    expect(happy.pitch).toBeGreaterThan(neutral.pitch * 1.08);
    const afraid = await measure({ emotion: 'afraid', intensity: 1 });
    expect(afraid.duration).toBeLessThan(neutral.duration * 0.9);
    expect(afraid.pitch).toBeGreaterThan(neutral.pitch * 1.08);
    // Neutral at any intensity, or a feeling at none, is the voice as it is.
    const none = await measure({ emotion: 'angry', intensity: 0 });
    expect(none.duration).toBeCloseTo(neutral.duration, 2);
    expect(Math.abs(none.loudness - neutral.loudness) / neutral.loudness).toBeLessThan(0.05);
  });

  it('speaks faster at a higher rate', async () => {
    const slow = await engine.synthesize({ text: LINE, voice: profile({ rate: 120 }) });
    const fast = await engine.synthesize({ text: LINE, voice: profile({ rate: 240 }) });
    expect(fast.durationSeconds).toBeLessThan(slow.durationSeconds * 0.7);
  });

  it('gives two characters measurably different voices', async () => {
    // Profiles as derived from the names, with the pitch pinned apart so the measurement has a known direction.
    const low = voiceProfileFor({ name: 'Captain Redbeard' }, { voice: 'en-us+m1', pitch: 20 });
    const high = voiceProfileFor({ name: 'Luna' }, { voice: 'en-us+f2', pitch: 80 });
    const lowPcm = decodeWav((await engine.synthesize({ text: LINE, voice: low })).audio);
    const highPcm = decodeWav((await engine.synthesize({ text: LINE, voice: high })).audio);
    const lowPitch = medianPitchHz(lowPcm.channels[0], lowPcm.sampleRate);
    const highPitch = medianPitchHz(highPcm.channels[0], highPcm.sampleRate);
    expect(lowPitch).toBeGreaterThan(60);
    expect(highPitch).toBeGreaterThan(lowPitch * 1.5);
  });

  it('keeps a character stable across lines and name-derived voices of different characters apart', async () => {
    // eSpeak-NG adds a little random jitter, so stability is measured, not byte equality.
    const measure = async (name: string) => {
      const result = await engine.synthesize({ text: LINE, voice: voiceProfileFor({ name }) });
      const pcm = decodeWav(result.audio);
      return {
        duration: result.durationSeconds,
        pitch: medianPitchHz(pcm.channels[0], pcm.sampleRate),
        centroid: spectralCentroidHz(pcm.channels[0], pcm.sampleRate),
      };
    };
    const first = await measure('Farmer Joe');
    const again = await measure('Farmer Joe');
    const other = await measure('Detective Kim');
    expect(again.duration).toBeCloseTo(first.duration, 2);
    expect(Math.abs(again.pitch - first.pitch) / first.pitch).toBeLessThan(0.05);
    const differs =
      Math.abs(other.duration - first.duration) > 0.1 ||
      Math.abs(other.pitch - first.pitch) / first.pitch > 0.1 ||
      Math.abs(other.centroid - first.centroid) / first.centroid > 0.05;
    expect(differs).toBe(true);
  });

  it('reports rising progress that ends at 1', async () => {
    const reported: number[] = [];
    await engine.synthesize({ text: `${LINE} ${LINE} ${LINE}`, voice: profile() }, (fraction) => reported.push(fraction));
    expect(reported[0]).toBe(0);
    expect(reported.at(-1)).toBe(1);
    expect(reported.length).toBeGreaterThan(3);
    expect([...reported].sort((left, right) => left - right)).toEqual(reported);
  });

  it('fails with a stage-naming error for empty text or an unknown voice', async () => {
    await expect(engine.synthesize({ text: '   ', voice: profile() })).rejects.toThrow(EngineError);
    await expect(engine.synthesize({ text: LINE, voice: profile({ voice: 'xx' }) })).rejects.toThrow(
      'failed while choosing the voice',
    );
  });
});

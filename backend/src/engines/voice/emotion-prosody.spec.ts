import type { VoiceProfile } from '@studio/contracts/characters';
import { PERFORMANCE_EMOTIONS } from '@studio/contracts/direction';
import { prosodyFor } from './emotion-prosody';

const voice: VoiceProfile = { voice: 'en-us+m3', pitch: 50, rate: 170 };
const neutral = prosodyFor(voice, undefined);
const at = (emotion: (typeof PERFORMANCE_EMOTIONS)[number], intensity = 1) => prosodyFor(voice, { emotion, intensity });

describe('prosodyFor', () => {
  it('leaves the voice as it is when neutral, or a feeling at no intensity', () => {
    expect(neutral).toEqual({ pitch: 50, range: 50, rate: 170, volume: 100 });
    expect(at('neutral')).toEqual(neutral);
    for (const emotion of PERFORMANCE_EMOTIONS) expect(at(emotion, 0)).toEqual(neutral);
  });

  it('says an angry line louder and faster', () => {
    expect(at('angry').volume).toBeGreaterThan(neutral.volume);
    expect(at('angry').rate).toBeGreaterThan(neutral.rate);
  });

  it('says a sad line slower, lower, flatter and softer', () => {
    const sad = at('sad');
    expect(sad.rate).toBeLessThan(neutral.rate);
    expect(sad.pitch).toBeLessThan(neutral.pitch);
    expect(sad.range).toBeLessThan(neutral.range);
    expect(sad.volume).toBeLessThan(neutral.volume);
  });

  it('says a happy line higher and wider, an afraid one faster and higher, a surprised one wider, a relaxed one slower', () => {
    expect(at('happy').pitch).toBeGreaterThan(neutral.pitch);
    expect(at('happy').range).toBeGreaterThan(neutral.range);
    expect(at('afraid').rate).toBeGreaterThan(neutral.rate);
    expect(at('afraid').pitch).toBeGreaterThan(neutral.pitch);
    expect(at('surprised').range).toBeGreaterThan(at('happy').range);
    expect(at('relaxed').rate).toBeLessThan(neutral.rate);
  });

  it('moves further from neutral as the intensity rises', () => {
    for (const emotion of PERFORMANCE_EMOTIONS.filter((candidate) => candidate !== 'neutral')) {
      const distance = (intensity: number) => {
        const prosody = at(emotion, intensity);
        return Math.abs(prosody.pitch - neutral.pitch) + Math.abs(prosody.range - neutral.range) + Math.abs(prosody.rate - neutral.rate) + Math.abs(prosody.volume - neutral.volume);
      };
      expect(distance(0.3)).toBeLessThan(distance(1));
    }
  });

  it("stays within eSpeak's limits at the voice's extremes", () => {
    const high = prosodyFor({ voice: 'en-us+f2', pitch: 99, rate: 450 }, { emotion: 'afraid', intensity: 1 });
    expect(high).toMatchObject({ pitch: 99, rate: 450 });
    const low = prosodyFor({ voice: 'en-us+m1', pitch: 0, rate: 80 }, { emotion: 'sad', intensity: 1 });
    expect(low).toMatchObject({ pitch: 0, rate: 80 });
    expect(low.range).toBeGreaterThanOrEqual(0);
  });
});

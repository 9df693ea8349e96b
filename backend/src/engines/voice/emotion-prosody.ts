import { VOICE_PITCH_RANGE, VOICE_RATE_RANGE, type VoiceProfile } from '@studio/contracts/characters';
import type { PerformanceEmotion } from '@studio/contracts/direction';

/** How a line is said: its feeling and how strongly (0..1), as the performance planner reads it. */
export interface SpokenEmotion {
  emotion: PerformanceEmotion;
  intensity: number;
}

/**
 * eSpeak-NG's prosody for one line: base pitch 0..99 and pitch range 0..100 (50 each is the
 * voice's own), rate in words per minute, amplitude 0..200 (100 is normal).
 */
export interface Prosody {
  pitch: number;
  range: number;
  rate: number;
  volume: number;
}

interface ProsodyShift {
  /** Added to the base pitch. */
  pitch: number;
  /** Added to the pitch range: wider is livelier, narrower flatter. */
  range: number;
  /** The rate is multiplied by 1 + this. */
  rate: number;
  /** The amplitude is multiplied by 1 + this. */
  volume: number;
}

/**
 * Each feeling's shift at full intensity, from the vocal-affect literature (Scherer 2003; Murray
 * and Arnott 1993): anger loud, fast and a little higher; sadness slow, low, flat and soft;
 * happiness higher and wider; fear fast and high; surprise wide; calm slower and softer.
 */
export const EMOTION_PROSODY: Readonly<Record<PerformanceEmotion, ProsodyShift>> = {
  neutral: { pitch: 0, range: 0, rate: 0, volume: 0 },
  angry: { pitch: 6, range: 20, rate: 0.22, volume: 0.7 },
  sad: { pitch: -14, range: -30, rate: -0.25, volume: -0.3 },
  happy: { pitch: 14, range: 30, rate: 0.08, volume: 0.1 },
  afraid: { pitch: 18, range: 10, rate: 0.2, volume: -0.05 },
  surprised: { pitch: 10, range: 45, rate: 0, volume: 0.15 },
  relaxed: { pitch: -5, range: -15, rate: -0.15, volume: -0.1 },
};

const NEUTRAL_RANGE = 50;
const NEUTRAL_VOLUME = 100;
const clamp = (value: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, value)));

/**
 * The character's voice said with `spoken`'s feeling: its shift scaled by the intensity (0 is the
 * voice as it is), kept within what eSpeak accepts.
 */
export function prosodyFor(voice: VoiceProfile, spoken: SpokenEmotion | undefined): Prosody {
  const shift = EMOTION_PROSODY[spoken?.emotion ?? 'neutral'];
  const strength = Math.min(1, Math.max(0, spoken?.intensity ?? 0));
  return {
    pitch: clamp(voice.pitch + shift.pitch * strength, VOICE_PITCH_RANGE.min, VOICE_PITCH_RANGE.max),
    range: clamp(NEUTRAL_RANGE + shift.range * strength, 0, 100),
    rate: clamp(voice.rate * (1 + shift.rate * strength), VOICE_RATE_RANGE.min, VOICE_RATE_RANGE.max),
    volume: clamp(NEUTRAL_VOLUME * (1 + shift.volume * strength), 0, 200),
  };
}

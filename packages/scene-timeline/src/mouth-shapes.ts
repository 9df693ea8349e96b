import type { MouthCue, MouthShape, PhonemeTiming } from '@studio/contracts/timeline';

/** Stress and length marks say how a sound is said, not which: they do not change the mouth. */
const MARKS = /[ˈˌːˑ'",.\d]/g;
const OPEN_ONSETS = ['a', 'ɑ', 'æ', 'ʌ', 'ɐ', 'ä'];
const ROUNDED = ['u', 'ʊ', 'o', 'ɔ', 'ɒ', 'w', 'ʍ', 'y', 'ø', 'œ'];
const ROUNDED_CONSONANTS = ['ʃ', 'ʒ', 'tʃ', 'dʒ', 'r', 'ɹ'];
const SPREAD = ['i', 'ɪ', 'j', 'e', 'ɛ', 's', 'z', 'θ', 'ð', 't', 'd', 'n', 'l', 'k', 'ɡ', 'g', 'ŋ', 'x', 'ç', 'h'];

/**
 * The mouth shape of one phoneme, by the visemes animators use: lips pressed for m/b/p, lower lip
 * to the teeth for f/v, jaw dropped for open vowels (and diphthongs that start open), lips rounded
 * for rounded vowels, w and sh-like consonants, lips spread for front vowels and the tongue
 * consonants, and a neutral half-open mouth for the rest (schwa and friends).
 */
export function mouthShapeOf(phoneme: string): MouthShape {
  const sound = phoneme.replace(MARKS, '');
  if (sound === '') return 'rest';
  if (/^[mbp]/.test(sound)) return 'closed';
  if (/^[fv]/.test(sound)) return 'teeth';
  if (OPEN_ONSETS.some((onset) => sound.startsWith(onset))) return 'open';
  if (ROUNDED.some((vowel) => sound.includes(vowel)) || ROUNDED_CONSONANTS.some((consonant) => sound.startsWith(consonant))) return 'round';
  if (SPREAD.some((onset) => sound.startsWith(onset)) && !sound.startsWith('ə')) return 'wide';
  return 'mid';
}

/**
 * A line's mouth cues from its phonemes: one per change of shape, in time order, starting at rest
 * at 0 and none past the line's length. Empty without phonemes (cloud voices):
 * the player then opens the mouth by loudness alone.
 */
export function mouthCuesOf(phonemes: readonly PhonemeTiming[], durationSeconds: number): MouthCue[] {
  if (phonemes.length === 0) return [];
  const cues: MouthCue[] = [];
  const push = (start: number, shape: MouthShape) => {
    // Of two phonemes at the same time the later one is what is heard.
    if (cues.at(-1)?.start === start) cues.pop();
    if (cues.at(-1)?.shape !== shape) cues.push({ start, shape });
  };
  push(0, 'rest');
  for (const { start, phoneme } of [...phonemes].sort((a, b) => a.start - b.start)) {
    if (start < 0 || start >= durationSeconds) continue;
    push(Math.round(start * 1000) / 1000, mouthShapeOf(phoneme));
  }
  return cues;
}

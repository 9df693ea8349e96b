import { z } from 'zod';
import type { VoiceProfile } from '../engine.types';
import { hashString, seededRandom } from '../seeded-random';

/** English accents shipped in the eSpeak-NG data of @echogarden/espeak-ng-emscripten. */
export const VOICE_ACCENTS = ['en-us', 'en', 'en-gb-x-rp', 'en-gb-scotland', 'en-us-nyc', 'en-029'] as const;
/** eSpeak-NG voice variants (espeak-ng-data/voices/!v): male, female and a few characterful ones. */
export const VOICE_VARIANTS = [
  'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7',
  'f1', 'f2', 'f3', 'f4',
  'grandpa', 'aunty', 'Andy', 'edward', 'steph', 'Jacky', 'max',
] as const;

const voiceNameSchema = z.string().refine(
  (voice) => {
    const [accent, variant] = voice.split('+');
    return (
      (VOICE_ACCENTS as readonly string[]).includes(accent) &&
      (variant === undefined || (VOICE_VARIANTS as readonly string[]).includes(variant))
    );
  },
  { message: 'Voice must be an accent and optional variant, e.g. en-us+m3.' },
);

export const voiceProfileSchema = z.object({
  voice: voiceNameSchema,
  pitch: z.number().int().min(0).max(99),
  rate: z.number().int().min(80).max(450),
});

/**
 * The voice a character speaks with: derived from the name alone, so the same character sounds
 * the same on every line and different characters differ; `overrides` (edited on the character)
 * win field by field.
 */
export function voiceProfileFor(characterName: string, overrides: Partial<VoiceProfile> = {}): VoiceProfile {
  const random = seededRandom(hashString(characterName.trim().toLowerCase()));
  const derived: VoiceProfile = {
    voice: `${random.pick(VOICE_ACCENTS)}+${random.pick(VOICE_VARIANTS)}`,
    pitch: random.int(20, 80),
    rate: random.int(145, 195),
  };
  return voiceProfileSchema.parse({ ...derived, ...definedFields(overrides) });
}

function definedFields(overrides: Partial<VoiceProfile>): Partial<VoiceProfile> {
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
}

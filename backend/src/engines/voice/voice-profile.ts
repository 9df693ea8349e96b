import { FEMALE_VOICE_VARIANTS, VOICE_ACCENTS, VOICE_VARIANTS, voiceProfileSchema, type VoiceProfile } from '@studio/contracts/characters';
import { definedFields } from '../../common';
import { lookFor } from '../meshes/character-look';
import { hashString, seededRandom } from '../seeded-random';

/** What a voice is picked from: the character as its model is built from it. */
export interface VoicedCharacter {
  name: string;
  description?: string | null;
}

/** eSpeak-NG variants by who they sound like; elders also get the old-sounding ones. */
const ELDER_VARIANTS = { feminine: 'aunty', masculine: 'grandpa' } as const;
const elder = (variant: string) => variant === ELDER_VARIANTS.feminine || variant === ELDER_VARIANTS.masculine;
const FEMININE_VARIANTS = FEMALE_VOICE_VARIANTS.filter((variant) => !elder(variant));
const MASCULINE_VARIANTS = VOICE_VARIANTS.filter((variant) => !FEMALE_VOICE_VARIANTS.includes(variant) && !elder(variant));
/** eSpeak pitch (0-99) by who speaks: a child's high, a woman's above a man's. */
const PITCHES = { bird: [93, 99], child: [70, 92], feminine: [45, 78], masculine: [18, 52] } as const;

/**
 * The voice a character speaks with: one that fits the person its model shows (a woman's, a
 * man's, a child's, an elder's, read from the name and description as the model is), otherwise
 * picked by the name alone, so the same character sounds the same on every line and different
 * characters differ; `overrides` (edited on the character) win field by field.
 */
export function voiceProfileFor(character: VoicedCharacter, overrides: Partial<VoiceProfile> = {}): VoiceProfile {
  const random = seededRandom(hashString(character.name.trim().toLowerCase()));
  // Only sex and age are read, and being a pirate decides neither.
  const look = lookFor({ name: character.name, description: character.description ?? null, traits: [], isPirate: false });
  const accent = random.pick(VOICE_ACCENTS);
  const variant = look.age === 'elder' && random.chance(0.5) ? ELDER_VARIANTS[look.feminine ? 'feminine' : 'masculine'] : random.pick(look.feminine ? FEMININE_VARIANTS : MASCULINE_VARIANTS);
  const [low, high] = PITCHES[look.bird ? 'bird' : look.age === 'child' ? 'child' : look.feminine ? 'feminine' : 'masculine'];
  // A talking bird squawks: as high as the voice goes, and quick.
  const derived: VoiceProfile = {
    voice: `${accent}+${variant}`,
    pitch: random.int(low, high) - (look.age === 'elder' && !look.bird ? 8 : 0),
    rate: random.int(145, 195) + (look.bird ? 25 : look.age === 'elder' ? -15 : 0),
  };
  return voiceProfileSchema.parse({ ...derived, ...definedFields(overrides) });
}

export const sameVoiceProfile = (left: VoiceProfile, right: VoiceProfile): boolean =>
  left.voice === right.voice && left.pitch === right.pitch && left.rate === right.rate;

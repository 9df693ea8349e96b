import { VOICE_ACCENTS, VOICE_VARIANTS, voiceProfileSchema, type VoiceProfile } from '@studio/contracts/characters';
import { definedFields } from '../../common';
import { hashString, seededRandom } from '../seeded-random';

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

export const sameVoiceProfile = (left: VoiceProfile, right: VoiceProfile): boolean =>
  left.voice === right.voice && left.pitch === right.pitch && left.rate === right.rate;

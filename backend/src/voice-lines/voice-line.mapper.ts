import { phonemeTimingSchema, type PhonemeTiming } from '@studio/contracts/timeline';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { z } from 'zod';
import type { VoiceLineEntity } from './voice-line.entity';

const storedPhonemesSchema = z.array(phonemeTimingSchema);

export const toVoiceLine = (row: VoiceLineEntity): VoiceLine => ({
  id: row.id,
  sceneId: row.sceneId,
  characterId: row.characterId,
  text: row.text,
  status: row.status,
  filePath: row.filePath,
});

/** The phonemes stored with a line's audio; null when it has none or they cannot be read (the mouth then follows loudness). */
export function phonemesOf(row: Pick<VoiceLineEntity, 'phonemes'>): PhonemeTiming[] | null {
  if (row.phonemes === null) return null;
  try {
    const parsed = storedPhonemesSchema.safeParse(JSON.parse(row.phonemes));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

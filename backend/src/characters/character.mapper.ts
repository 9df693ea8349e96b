import type { Character, VoiceProfile } from '@studio/contracts/characters';
import { voiceProfileFor } from '../engines';
import type { CharacterEntity } from './character.entity';

type VoiceColumns = Pick<CharacterEntity, 'voiceName' | 'voicePitch' | 'voiceRate'>;

/** The character's stored voice, or the one derived from its name for a row stored before profiles were. */
export function voiceProfileOf(row: VoiceColumns & Pick<CharacterEntity, 'name'>): VoiceProfile {
  if (row.voiceName === null || row.voicePitch === null || row.voiceRate === null) return voiceProfileFor(row.name);
  return { voice: row.voiceName, pitch: row.voicePitch, rate: row.voiceRate };
}

export const toVoiceColumns = (profile: VoiceProfile): VoiceColumns => ({
  voiceName: profile.voice,
  voicePitch: profile.pitch,
  voiceRate: profile.rate,
});

export const toCharacter = (row: CharacterEntity): Character => ({
  id: row.id,
  name: row.name,
  description: row.description,
  projectId: row.projectId,
  status: row.status,
  modelPath: row.modelPath,
  referenceImagePath: row.referenceImagePath,
  isPirate: Boolean(row.isPirate),
  voice: voiceProfileOf(row),
});

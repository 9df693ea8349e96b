import type { Character, VoiceProfile } from '@studio/contracts/characters';
import { voiceProfileFor } from '../engines';
import type { CharacterEntity } from './character.entity';
import type { NewCharacter } from './characters.repository';

type VoiceColumns = Pick<CharacterEntity, 'voiceName' | 'voicePitch' | 'voiceRate'>;

/** The character's stored voice, or the one derived from who it is for a row stored before profiles were. */
export function voiceProfileOf(row: VoiceColumns & Pick<CharacterEntity, 'name' | 'description'>): VoiceProfile {
  if (row.voiceName === null || row.voicePitch === null || row.voiceRate === null) return voiceProfileFor(row);
  return { voice: row.voiceName, pitch: row.voicePitch, rate: row.voiceRate };
}

export const toVoiceColumns = (profile: VoiceProfile): VoiceColumns => ({
  voiceName: profile.voice,
  voicePitch: profile.pitch,
  voiceRate: profile.rate,
});

/** A new character's row (created, or from a blueprint): pending, without a model, with the voice that fits who it is. */
export const newCharacterRow = (
  projectId: number,
  character: { name: string; description?: string | null; isPirate: boolean; referenceImagePath?: string | null },
): NewCharacter => ({
  name: character.name,
  description: character.description ?? null,
  projectId,
  status: 'pending',
  modelPath: null,
  referenceImagePath: character.referenceImagePath ?? null,
  isPirate: character.isPirate,
  // Stored, not derived on read: renaming or redescribing the character later keeps its voice.
  ...toVoiceColumns(voiceProfileFor(character)),
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

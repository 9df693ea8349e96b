import type { Character } from '@studio/contracts/characters';
import type { CharacterEntity } from './character.entity';

export const toCharacter = (row: CharacterEntity): Character => ({
  id: row.id,
  name: row.name,
  description: row.description,
  projectId: row.projectId,
  status: row.status,
  modelPath: row.modelPath,
  referenceImagePath: row.referenceImagePath,
  isPirate: Boolean(row.isPirate),
});

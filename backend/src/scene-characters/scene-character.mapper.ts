import type { SceneCharacter } from '@studio/contracts/scene-characters';
import type { SceneCharacterEntity } from './scene-character.entity';

export const toSceneCharacter = (row: SceneCharacterEntity): SceneCharacter => ({
  sceneId: row.sceneId,
  characterId: row.characterId,
});

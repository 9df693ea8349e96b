import { NotFoundException } from '@nestjs/common';
import { CrossProjectReferenceError, ReferenceConflictError } from '../common';

export class SceneCharacterLinkNotFoundError extends NotFoundException {
  constructor(sceneId: number, characterId: number) {
    super(`Character ${characterId} is not linked to scene ${sceneId}`);
  }
}

export class DuplicateSceneCharacterLinkError extends ReferenceConflictError {
  constructor(sceneId: number, characterId: number) {
    super(`Character ${characterId} is already linked to scene ${sceneId}`);
  }
}

export class ForeignCharacterError extends CrossProjectReferenceError {
  constructor(characterId: number) {
    super('Character', characterId);
  }
}

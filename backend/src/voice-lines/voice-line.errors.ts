import { CrossProjectReferenceError, EntityNotFoundError } from '../common';

export class VoiceLineNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Voice line', id);
  }
}

/** The line's scene and its speaker must be in the same project. */
export class ForeignSceneError extends CrossProjectReferenceError {
  constructor(sceneId: number) {
    super('Scene', sceneId);
  }
}

/** A voice line cannot move to a speaker of another project. */
export class ForeignSpeakerError extends CrossProjectReferenceError {
  constructor(characterId: number) {
    super('Character', characterId);
  }
}

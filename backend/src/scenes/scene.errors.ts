import { EntityNotFoundError, UnknownReferenceError } from '../common';

export class SceneNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Scene', id);
  }
}

export class UnknownSceneError extends UnknownReferenceError {
  constructor(id: number) {
    super('Scene', id);
  }
}

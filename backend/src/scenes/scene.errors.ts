import { NotFoundException } from '@nestjs/common';
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

/** 404: a request (the Director Console's) named a scene the project does not have. */
export class NoSceneNamedError extends NotFoundException {
  constructor(name: string, projectId: number) {
    super(`No scene named '${name}' in project ${projectId}`);
  }
}

import { EntityNotFoundError, UnknownReferenceError } from '../common';

export class ProjectNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Project', id);
  }
}

export class UnknownProjectError extends UnknownReferenceError {
  constructor(id: number) {
    super('Project', id);
  }
}

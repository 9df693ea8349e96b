import { NotFoundException } from '@nestjs/common';
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

/** 404: a request (the Director Console's) named a project that does not exist. */
export class NoProjectNamedError extends NotFoundException {
  constructor(name: string) {
    super(`No project named '${name}'`);
  }
}

import { CrossProjectReferenceError, EntityNotFoundError, UnknownReferenceError } from '../common';

export class SetNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Set', id);
  }
}

export class UnknownSetError extends UnknownReferenceError {
  constructor(id: number) {
    super('Set', id);
  }
}

export class ForeignSetError extends CrossProjectReferenceError {
  constructor(id: number) {
    super('Set', id);
  }
}

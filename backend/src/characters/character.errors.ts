import { EntityNotFoundError, UnknownReferenceError } from '../common';

export class CharacterNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Character', id);
  }
}

export class UnknownCharacterError extends UnknownReferenceError {
  constructor(id: number) {
    super('Character', id);
  }
}

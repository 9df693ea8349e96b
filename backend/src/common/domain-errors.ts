import { ConflictException, NotFoundException } from '@nestjs/common';

/** 404: the resource named in the URL does not exist. Modules subclass it per entity. */
export class EntityNotFoundError extends NotFoundException {
  constructor(entity: string, id: number) {
    super(`${entity} ${id} not found`);
  }
}

/** 409: the body refers to something that does not exist, or belongs to another project. */
export class ReferenceConflictError extends ConflictException {}

/** 409: the body names `entity` `id`, which does not exist. */
export class UnknownReferenceError extends ReferenceConflictError {
  constructor(entity: string, id: number) {
    super(`${entity} ${id} does not exist`);
  }
}

/** 409: the body names `entity` `id`, which belongs to a different project. */
export class CrossProjectReferenceError extends ReferenceConflictError {
  constructor(entity: string, id: number) {
    super(`${entity} ${id} belongs to another project`);
  }
}

/**
 * 409: the project already holds a `noun` ('character', 'music track') whose name is the same by
 * nameKey; the message names that one, and `errors` puts it under the form's name field.
 */
export class DuplicateNameError extends ConflictException {
  constructor(noun: string, existingName: string) {
    const message = `A ${noun} named "${existingName}" already exists in this project.`;
    super({ message, error: 'Conflict', code: 'NAME_TAKEN', errors: [{ path: 'name', message }] });
  }
}

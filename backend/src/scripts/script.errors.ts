import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import { NO_SCENES_TO_EXPORT_MESSAGE, NO_SCRIPT_MESSAGE } from '@studio/contracts/scripts';
import { EntityNotFoundError } from '../common';

export class ScriptNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Script', id);
  }
}

/** 400: neither a file nor text, or only white space. */
export class NoScriptError extends BadRequestException {
  constructor() {
    super(NO_SCRIPT_MESSAGE);
  }
}

/** 400: the bytes are not a format the analysis reads (an image, a zip, a broken PDF…). */
export class UnreadableScriptError extends BadRequestException {
  constructor(reason: string) {
    super(`The script could not be read: ${reason}`);
  }
}

/** 422: read fine, but holds no screenplay (no scene heading, no dialogue). Nothing is stored. */
export class NotAScreenplayError extends UnprocessableEntityException {
  constructor(reason: string) {
    super(`No screenplay found: ${reason}`);
  }
}

/**
 * 400: the director's scriptPath names no script the server stored. Only an id, a stored name or
 * the stored file's URL is looked up; any other path (absolute, '..') is refused before any read.
 */
export class UnknownScriptPathError extends BadRequestException {
  constructor(scriptPath: string) {
    super(`'${scriptPath.slice(0, 120)}' is not a script the server stored: give its id or its stored name (e.g. script-1a2b3c.fountain)`);
  }
}

/** 422: a stored script whose file can no longer be read as a screenplay (gone, or broken). */
export class UnexportableScriptError extends UnprocessableEntityException {
  constructor(reason: string) {
    super(`The stored script could not be read: ${reason}`);
  }
}

/** 422: a project with no scene has no screenplay to write. */
export class NoScenesToExportError extends UnprocessableEntityException {
  constructor() {
    super(NO_SCENES_TO_EXPORT_MESSAGE);
  }
}

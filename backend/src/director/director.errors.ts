import { ConflictException, NotFoundException } from '@nestjs/common';
import type { DirectorRenderCode } from '@studio/contracts/director.routes';

/** 404: the project has no stored script to work from. */
export class NoScriptForProjectError extends NotFoundException {
  constructor(projectId: number) {
    super(`Project ${projectId} has no analysed script: analyze a screenplay for it first`);
  }
}

/** 404: no script of the project was analysed with the director's memory. */
export class NoDirectorMemoryError extends NotFoundException {
  constructor(projectId: number) {
    super(`Project ${projectId} has no director memory: analyze a script with the Director Agent on, or train the director on a stored script`);
  }
}

/** 404: the scene is not one of the project's. */
export class SceneNotInProjectError extends NotFoundException {
  constructor(projectId: number, sceneId: number) {
    super(`Scene ${sceneId} not found in project ${projectId}`);
  }
}

/** 409 with a code: the scene cannot be rendered (yet), and why. */
export class DirectorRenderError extends ConflictException {
  constructor(code: DirectorRenderCode, message: string) {
    super({ statusCode: 409, message, error: 'Conflict', code });
  }
}

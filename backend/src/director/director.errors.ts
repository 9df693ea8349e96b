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

/** 404: the Director Console named a project that does not exist. */
export class NoProjectNamedError extends NotFoundException {
  constructor(name: string) {
    super(`No project named '${name}'`);
  }
}

/** 404: a director request named a scene the project does not have. */
export class NoSceneNamedError extends NotFoundException {
  constructor(name: string, projectId: number) {
    super(`No scene named '${name}' in project ${projectId}`);
  }
}

/** 409 with a code: the scene cannot be rendered (yet), and why. */
export class DirectorRenderError extends ConflictException {
  constructor(code: DirectorRenderCode, message: string) {
    super({ statusCode: 409, message, error: 'Conflict', code });
  }
}

/** 409: the editor handoff is made from the film, and the project has none yet. */
export class NoFilmYetError extends ConflictException {
  constructor(projectId: number) {
    super(`Project ${projectId} has no film yet: render the film first, then download its editor handoff`);
  }
}

/** 409: a scene of the film changed or went since the film was rendered, so its shots no longer match the film. */
export class FilmOutdatedError extends ConflictException {
  constructor(reason: string) {
    super(`${reason}: render the film again, then download its editor handoff`);
  }
}

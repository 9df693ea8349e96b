import { ConflictException } from '@nestjs/common';

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

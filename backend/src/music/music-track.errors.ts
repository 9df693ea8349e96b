import { CrossProjectReferenceError, EntityNotFoundError, UnknownReferenceError } from '../common';

export class MusicTrackNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Music track', id);
  }
}

export class UnknownMusicTrackError extends UnknownReferenceError {
  constructor(id: number) {
    super('Music track', id);
  }
}

export class ForeignMusicTrackError extends CrossProjectReferenceError {
  constructor(id: number) {
    super('Music track', id);
  }
}

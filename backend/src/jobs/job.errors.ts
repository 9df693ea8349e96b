import { EntityNotFoundError } from '../common';

export class JobNotFoundError extends EntityNotFoundError {
  constructor(id: number) {
    super('Job', id);
  }
}

/** A programming error: a job type was enqueued or registered twice, or never registered. */
export class JobHandlerRegistrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobHandlerRegistrationError';
  }
}

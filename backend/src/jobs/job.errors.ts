import type { Job } from '@studio/contracts/jobs';
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

/** A one-per-target job type already has a job queued or running on the target; the owner says it in its own words. */
export class JobAlreadyActiveError extends Error {
  constructor(readonly active: Job) {
    super(`Job ${active.id} (${active.type}) is already ${active.state} on ${active.target.type} ${active.target.id}`);
    this.name = 'JobAlreadyActiveError';
  }
}

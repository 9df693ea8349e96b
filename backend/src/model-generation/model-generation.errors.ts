import { ConflictException } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';

/** 409: a model job for this character or set is already queued or running. */
export class ModelJobInProgressError extends ConflictException {
  constructor(
    entity: 'Character' | 'Set',
    id: number,
    readonly active: Job,
  ) {
    super(`${entity} ${id} already has a model being generated (job ${active.id} is ${active.state}); wait for it to finish.`);
  }
}

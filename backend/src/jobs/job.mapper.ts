import type { JobEvent } from '@studio/contracts/events';
import type { Job, JobState, JobTargetType, JobType } from '@studio/contracts/jobs';
import type { JobEntity } from './job.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toJobEvent = (row: JobEntity): JobEvent => ({
  id: row.id,
  type: row.type as JobType,
  target: { type: row.targetType as JobTargetType, id: row.targetId },
  projectId: row.projectId,
  state: row.state as JobState,
  progress: row.progress,
  stage: row.stage,
  error: row.error,
  attempts: row.attempts,
});

/** The event's fields and the result and times. */
export const toJob = (row: JobEntity): Job => ({
  ...toJobEvent(row),
  result: row.result === null ? null : (JSON.parse(row.result) as unknown),
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
  updatedAt: row.updatedAt.toISOString(),
});

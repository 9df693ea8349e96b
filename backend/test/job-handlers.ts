import { setTimeout as delay } from 'node:timers/promises';
import type { Job, JobState } from '@studio/contracts/jobs';
import type { JobHandler } from '../src/jobs/job-handler';

/** What a scripted job does: report these steps (each followed by a pause), then fail or return. */
export interface ScriptedPayload {
  steps: Array<{ fraction: number; stage?: string }>;
  pauseMs?: number;
  fail?: string;
}

/**
 * A handler that does what its payload says and records what the runner did with it: the
 * states its target was told about, and how many runs overlapped at most.
 */
export function scriptedHandler() {
  const targetStates: Array<[jobId: number, state: JobState]> = [];
  let running = 0;
  const stats = { maxConcurrent: 0, runs: 0 };
  const handler: JobHandler<ScriptedPayload, { steps: number }> = {
    async run({ payload, reportProgress }) {
      running += 1;
      stats.runs += 1;
      stats.maxConcurrent = Math.max(stats.maxConcurrent, running);
      try {
        for (const step of payload.steps) {
          reportProgress(step.fraction, step.stage);
          await delay(payload.pauseMs ?? 5);
        }
        if (payload.fail) throw new Error(payload.fail);
        return { steps: payload.steps.length };
      } finally {
        running -= 1;
      }
    },
    async onStateChange(job: Job) {
      targetStates.push([job.id, job.state]);
    },
  };
  const statesOf = (jobId: number) => targetStates.filter(([id]) => id === jobId).map(([, state]) => state);
  return { handler, stats, statesOf };
}

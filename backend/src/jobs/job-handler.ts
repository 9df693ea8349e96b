import type { Job, JobState } from '@studio/contracts/jobs';

/** The status a target's row mirrors (onStateChange) while a job makes its media. */
export const TARGET_STATUS: Record<JobState, 'pending' | 'in_progress' | 'complete' | 'failed'> = {
  queued: 'pending',
  running: 'in_progress',
  complete: 'complete',
  failed: 'failed',
};

export interface JobContext<Payload> {
  /** The job as it was when this run started (attempts already counts this run). */
  job: Job;
  payload: Payload;
  /**
   * Share of the work done (0..1) and, when it changes, the stage now running (e.g. 'synthesizing
   * audio'). Progress never goes down; a failure names the last stage reported.
   */
  reportProgress(fraction: number, stage?: string): void;
}

/** The code behind one job type, registered by the module that owns the job's target. */
export interface JobHandler<Payload = unknown, Result = unknown> {
  run(context: JobContext<Payload>): Promise<Result>;
  /**
   * At most one job of this type queued or running per target (a model, a scene's render): another
   * enqueue is refused with JobAlreadyActiveError. A unique index decides, so two requests at the
   * same moment cannot both pass.
   */
  onePerTarget?: boolean;
  /**
   * Mirrors the job's state onto its target (e.g. a voice line's status pending / in_progress /
   * complete / failed). Called after every state change, in the process that made it.
   */
  onStateChange?(job: Job): Promise<void>;
  /**
   * Makes the target row's media again: queues this job for the row with id `targetId`, with the
   * payload its module builds. Lets a caller that knows only the kind (the director) ask by kind.
   */
  queueFor?(targetId: number): Promise<Job>;
}

import { z } from 'zod';
import { idSchema, optionalField } from './common';

/** 'scene.render-chunk': a share of one scene render's frames, run by any worker; the 'scene.render' job is what users follow. */
export const JOB_TYPES = [
  'voice-line.synthesize',
  'music.compose',
  'character.model',
  'set.model',
  'scene.render',
  'scene.render-chunk',
  'project.auto-generate',
  'project.render-film',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

/**
 * Jobs a module runs as parts of another job: users follow that one. GET /api/jobs leaves them
 * out (a render's many chunks would crowd out the renders waiting behind it).
 */
export const INTERNAL_JOB_TYPES: readonly JobType[] = ['scene.render-chunk'];

export const JOB_STATES = ['queued', 'running', 'complete', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a job works on; the same names as the live stream's entity kinds. */
export const JOB_TARGET_TYPES = ['voice-line', 'music', 'character', 'set', 'scene', 'project'] as const;
export type JobTargetType = (typeof JOB_TARGET_TYPES)[number];

export const jobTargetSchema = z.object({ type: z.enum(JOB_TARGET_TYPES), id: z.number().int() });
export type JobTarget = z.infer<typeof jobTargetSchema>;

export const jobSchema = z.object({
  id: z.number().int(),
  type: z.enum(JOB_TYPES),
  target: jobTargetSchema,
  projectId: z.number().int(),
  state: z.enum(JOB_STATES),
  /** 0-100, never goes down while the job runs. */
  progress: z.number().int().min(0).max(100),
  /** The stage running now, or the last one reached. */
  stage: z.string().nullable(),
  /** Names the stage that failed, e.g. 'synthesizing audio: espeak failed'. */
  error: z.string().nullable(),
  result: z.unknown().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

/** GET /api/jobs: the most recent jobs (INTERNAL_JOB_TYPES left out), newest first, optionally of one project. */
export const jobListQuerySchema = z.object({ projectId: optionalField(idSchema) });
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const RECENT_JOBS_LIMIT = 50;

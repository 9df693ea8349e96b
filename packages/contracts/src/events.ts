import { z } from 'zod';
import { jobSchema } from './jobs';

/** Kinds of project content whose changes the live stream announces. */
export const ENTITY_KINDS = ['project', 'character', 'set', 'music', 'scene', 'scene-character', 'voice-line'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export const ENTITY_CHANGES = ['created', 'updated', 'deleted'] as const;
export type EntityChange = (typeof ENTITY_CHANGES)[number];

/** `entity` event: something in a project was written. For 'scene-character' the id is the scene's. */
export const entityEventSchema = z.object({
  entity: z.enum(ENTITY_KINDS),
  id: z.number().int(),
  projectId: z.number().int(),
  change: z.enum(ENTITY_CHANGES),
});
export type EntityEvent = z.infer<typeof entityEventSchema>;

/** `job` event: a job was queued, moved on, or finished. */
export const jobEventSchema = jobSchema.pick({
  id: true,
  type: true,
  target: true,
  projectId: true,
  state: true,
  progress: true,
  stage: true,
  error: true,
  // Without it a cached job updated by events keeps the attempt it was queued with, and a list
  // fetched a moment earlier (attempt 1, less progress) would look newer than it.
  attempts: true,
});
export type JobEvent = z.infer<typeof jobEventSchema>;

/** `composition` event: the active composition changed; it is now at `revision`. */
export const compositionEventSchema = z.object({ revision: z.number().int().min(0) });
export type CompositionEvent = z.infer<typeof compositionEventSchema>;

/** One message of GET /api/events; on the wire `event: <kind>` and `data: <JSON of data>`. */
export const liveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), data: jobEventSchema }),
  z.object({ kind: z.literal('entity'), data: entityEventSchema }),
  z.object({ kind: z.literal('composition'), data: compositionEventSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Milliseconds a browser waits before reconnecting a dropped stream (sent as `retry:`). */
export const EVENTS_RETRY_MS = 3000;

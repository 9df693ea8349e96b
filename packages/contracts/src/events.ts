import { z } from 'zod';
import { jobSchema } from './jobs';
import { optionalField } from './common';

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

/** Why the stream cannot say what a client missed: refetch everything instead. */
export const RESYNC_REASONS = [
  // The Last-Event-ID is older than the log keeps, or from before the server (or its Redis) restarted.
  'unknown-id',
  // A server could not hand events to Redis for so long that it had to drop some.
  'events-dropped',
] as const;

/** `resync` event: what happened since the client's last event cannot be replayed. */
export const resyncEventSchema = z.object({ reason: z.enum(RESYNC_REASONS) });

/** One message of GET /api/events; on the wire `id: <event id>`, `event: <kind>` and `data: <JSON of data>`. */
export const liveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), data: jobEventSchema }),
  z.object({ kind: z.literal('entity'), data: entityEventSchema }),
  z.object({ kind: z.literal('composition'), data: compositionEventSchema }),
  z.object({ kind: z.literal('resync'), data: resyncEventSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * An event's place in the log, `<milliseconds>-<sequence>` (a Redis stream entry id, or the
 * server's start time and a counter without Redis). Ids only grow; a client sends back the last
 * one it saw (the `Last-Event-ID` header, or `lastEventId`) to hear what it missed.
 */
export const eventIdSchema = z.string().regex(/^\d{1,15}-\d{1,15}$/, 'an event id looks like 1732750000000-0');

export const streamEventsQuerySchema = z.object({
  /** Replay what came after this event (for a new EventSource; a reconnecting one sends the Last-Event-ID header itself). */
  lastEventId: optionalField(eventIdSchema),
});

/** Milliseconds a browser waits before reconnecting a dropped stream (sent as `retry:`). */
export const EVENTS_RETRY_MS = 3000;

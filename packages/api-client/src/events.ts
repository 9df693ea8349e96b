import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import {
  type CompositionEvent,
  compositionEventSchema,
  entityEventSchema,
  EVENTS_RETRY_MS,
  jobEventSchema,
  type EntityEvent,
  type JobEvent,
} from '@studio/contracts/events';
import type { JobTargetType } from '@studio/contracts/jobs';
import { routeUrl } from './http';
import { invalidateAll } from './invalidate';
import { applyJobEvent } from './jobs';
import { queryKeys } from './query-keys';

/** The table's event stream, opened by the browser's EventSource rather than fetch. */
export const EVENTS_URL = routeUrl('streamEvents', { query: {} });

/** The queries a write to this entity can change (the same sets the mutation hooks refresh). */
export function keysChangedByEntity({ entity, id, projectId, change }: EntityEvent): QueryKey[] {
  switch (entity) {
    case 'project':
      return [queryKeys.projects(), queryKeys.projectScope(projectId)];
    case 'character':
      // A deleted character takes its voice lines with it.
      return [
        queryKeys.characters(projectId),
        queryKeys.overview(projectId),
        queryKeys.scenes(projectId),
        ...(change === 'deleted' ? [queryKeys.projectVoiceLines(projectId), queryKeys.allSceneVoiceLines()] : []),
      ];
    case 'set':
      return [queryKeys.sets(projectId), queryKeys.overview(projectId), queryKeys.scenes(projectId)];
    case 'music':
      return [queryKeys.music(projectId), queryKeys.overview(projectId), queryKeys.scenes(projectId)];
    case 'scene':
      // Deleting a scene leaves its voice lines unassigned.
      return [
        queryKeys.scenes(projectId),
        queryKeys.overview(projectId),
        queryKeys.sceneVoiceLines(id),
        ...(change === 'deleted' ? [queryKeys.projectVoiceLines(projectId)] : []),
      ];
    case 'scene-character':
      return [queryKeys.scenes(projectId), queryKeys.overview(projectId)];
    case 'voice-line':
      // Which scene list held the line is not in the event, so every scene's list refreshes.
      return [
        queryKeys.projectVoiceLines(projectId),
        queryKeys.allSceneVoiceLines(),
        queryKeys.scenes(projectId),
        queryKeys.overview(projectId),
      ];
  }
}

const TARGET_ENTITIES: Record<JobTargetType, EntityEvent['entity']> = {
  'voice-line': 'voice-line',
  music: 'music',
  character: 'character',
  set: 'set',
  scene: 'scene',
  project: 'project',
};

/**
 * A job that finishes has changed its target (status, file or model path). Progress ticks
 * change nothing a query holds, so they refetch nothing.
 */
export function keysChangedByJob(event: JobEvent): QueryKey[] {
  if (event.state !== 'complete' && event.state !== 'failed') return [];
  return keysChangedByEntity({
    entity: TARGET_ENTITIES[event.target.type],
    id: event.target.id,
    projectId: event.projectId,
    change: 'updated',
  });
}

export interface LiveUpdatesOptions {
  /** Called with every job event, progress included (e.g. to show a progress bar). */
  onJob?: (event: JobEvent) => void;
  /** Called when the platform team changes the composition (the page's remotes stay as loaded). */
  onComposition?: (event: CompositionEvent) => void;
}

const parse = <S extends z.ZodType>(schema: S, data: string): z.output<S> | undefined => {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
};

/** The stream's URL for a new EventSource, resuming after `lastEventId` when there is one. */
export const eventsUrl = (lastEventId: string | undefined) =>
  lastEventId ? `${EVENTS_URL}?${new URLSearchParams({ lastEventId }).toString()}` : EVENTS_URL;

/**
 * Keeps the cache in step with the server: listens to GET /api/events and marks stale what each
 * entity or job event changed, so cards move from pending to complete without polling, and the
 * platform's views when the composition changes. After a drop the server replays what was missed
 * (the browser sends the last event's id itself when it reconnects; a new EventSource passes it),
 * or sends `resync` when it no longer can, and then everything is refetched. Mount it once inside
 * the logged-in layout; it closes on unmount (and so on logout).
 */
export function useLiveUpdates(queryClient: QueryClient, options: LiveUpdatesOptions = {}): void {
  // Kept in a ref so a new callback each render does not reopen the stream.
  const onJob = useRef(options.onJob);
  onJob.current = options.onJob;
  const onComposition = useRef(options.onComposition);
  onComposition.current = options.onComposition;
  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let missedEvents = false;
    let lastEventId: string | undefined;
    /** Notes the message's id as the place to resume from; its data. */
    const readMessage = (message: Event) => {
      const { data, lastEventId: id } = message as MessageEvent<string>;
      if (id) lastEventId = id;
      return data;
    };

    const connect = () => {
      source = new EventSource(eventsUrl(lastEventId), { withCredentials: true });
      source.addEventListener('open', () => {
        // Without an id the server cannot replay what happened while the stream was down: refresh
        // everything on screen.
        if (missedEvents && !lastEventId) void queryClient.invalidateQueries();
        missedEvents = false;
      });
      source.addEventListener('resync', (message) => {
        // The server no longer has what this tab missed; its id is where the tab goes on from.
        readMessage(message);
        void queryClient.invalidateQueries();
      });
      source.addEventListener('entity', (message) => {
        const event = parse(entityEventSchema, readMessage(message));
        if (event) void invalidateAll(queryClient, keysChangedByEntity(event));
      });
      source.addEventListener('job', (message) => {
        const event = parse(jobEventSchema, readMessage(message));
        if (!event) return;
        onJob.current?.(event);
        applyJobEvent(queryClient, event);
        void invalidateAll(queryClient, keysChangedByJob(event));
      });
      source.addEventListener('composition', (message) => {
        const event = parse(compositionEventSchema, readMessage(message));
        if (!event) return;
        onComposition.current?.(event);
        // The platform's views (composition, history, releases' verdicts) read the new revision.
        void queryClient.invalidateQueries({ queryKey: queryKeys.platform() });
      });
      source.addEventListener('error', () => {
        missedEvents = true;
        // EventSource retries dropped connections itself, but gives up on an error answer (a 401
        // after the session ended, a 502 while the server restarts): check the session, try again.
        if (source?.readyState !== EventSource.CLOSED) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
        reopen = setTimeout(connect, EVENTS_RETRY_MS);
      });
    };

    connect();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient]);
}

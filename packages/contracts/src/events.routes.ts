import { defineRoutes } from './route-definition';
import { liveEventSchema, streamEventsQuerySchema } from './events';

/** The events routes of the table (see api-routes.ts). */
export const eventsRoutes = defineRoutes({
  /**
   * Opens with `retry:`, the `id:` of the newest logged event and a `: connected` comment; then
   * each event as `id:`, `event:` and `data:`. With a Last-Event-ID header (or `lastEventId`) it
   * first replays, in order, every logged event after that id, or sends one `resync` event when
   * the log no longer reaches back to it.
   */
  streamEvents: {
    method: 'GET',
    path: '/api/events',
    summary:
      'Server-sent events: job progress and entity changes, each event one JSON object with an id; with Last-Event-ID (or lastEventId) it first replays what came after that event, or sends `resync` when it cannot',
    query: streamEventsQuerySchema,
    response: liveEventSchema,
    format: 'event-stream',
  },
});

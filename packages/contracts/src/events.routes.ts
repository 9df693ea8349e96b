import { defineRoutes } from './route-definition';
import { liveEventSchema } from './events';

/** The events routes of the table (see api-routes.ts). */
export const eventsRoutes = defineRoutes({
  streamEvents: {
    method: 'GET',
    path: '/api/events',
    summary: 'Server-sent events: job progress and entity changes, each event one JSON object',
    response: liveEventSchema,
    format: 'event-stream',
  },
});

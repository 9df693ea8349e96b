import { defineRoutes } from './route-definition';
import { healthSchema, studioStatusSchema } from './status';

/** The status routes of the table (see api-routes.ts). */
export const statusRoutes = defineRoutes({
  health: { method: 'GET', path: '/api/health', summary: 'Liveness and database check', response: healthSchema, public: true },
  getStatus: {
    method: 'GET',
    path: '/api/status',
    summary: 'AI service key status and local engine availability',
    response: studioStatusSchema,
    noStore: true,
  },
});

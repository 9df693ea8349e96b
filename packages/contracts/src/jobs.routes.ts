import { defineRoutes } from './route-definition';
import { idParamSchema } from './common';
import { jobListQuerySchema, jobListSchema, jobSchema } from './jobs';

/** The jobs routes of the table (see api-routes.ts). */
export const jobsRoutes = defineRoutes({
  listJobs: { method: 'GET', path: '/api/jobs', summary: 'Recent jobs, newest first (not the chunks of a render)', query: jobListQuerySchema, response: jobListSchema },
  getJob: { method: 'GET', path: '/api/jobs/:id', summary: 'One job', params: idParamSchema, response: jobSchema },
});

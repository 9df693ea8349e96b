import { defineRoutes, NAME_CONFLICT } from './route-definition';
import { idParamSchema, okSchema } from './common';
import { jobSchema } from './jobs';
import { generatedModelSchema } from './models';
import { createSetSchema, generateSetModelSchema, setListSchema, setSchema, updateSetSchema } from './sets';

/** The sets routes of the table (see api-routes.ts). */
export const setsRoutes = defineRoutes({
  listProjectSets: { method: 'GET', path: '/api/projects/:id/sets', summary: 'Sets of a project', params: idParamSchema, response: setListSchema },
  getSet: { method: 'GET', path: '/api/sets/:id', summary: 'One set', params: idParamSchema, response: setSchema },
  createSet: { method: 'POST', path: '/api/sets', summary: 'Create a set', body: createSetSchema, response: setSchema, errors: { 409: NAME_CONFLICT } },
  updateSet: { method: 'PUT', path: '/api/sets/:id', summary: 'Update a set', params: idParamSchema, body: updateSetSchema, response: setSchema, errors: { 409: NAME_CONFLICT } },
  deleteSet: { method: 'DELETE', path: '/api/sets/:id', summary: 'Delete a set', params: idParamSchema, response: okSchema },
  generateSetModel: {
    method: 'POST',
    path: '/api/sets/:id/generate-model',
    summary: "Queue building the set's 3D environment (the job; scenePath is set when it completes)",
    params: idParamSchema,
    response: jobSchema,
    errors: { 409: 'A model for it is already queued or running' },
    status: 202,
    rateLimit: 'generation',
  },
  generateSetModelNow: {
    method: 'POST',
    path: '/api/generate/set-model',
    summary: "Build an environment GLB now; without a type, the description's words choose one",
    body: generateSetModelSchema,
    response: generatedModelSchema,
    rateLimit: 'generation',
  },
});

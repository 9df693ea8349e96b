import { defineRoutes, NAME_CONFLICT } from './route-definition';
import { idParamSchema } from './common';
import { jobSchema } from './jobs';
import { generatedModelSchema } from './models';
import { projectItemRoutes } from './project-item.routes';
import { createSetSchema, generateSetModelSchema, setListSchema, setSchema, updateSetSchema } from './sets';

/** The sets routes of the table (see api-routes.ts). */
export const setsRoutes = defineRoutes({
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
  ...projectItemRoutes('Set', 'Sets', NAME_CONFLICT, { item: setSchema, list: setListSchema, create: createSetSchema, update: updateSetSchema }),
});

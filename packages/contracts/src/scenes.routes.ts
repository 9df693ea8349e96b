import { defineRoutes, NAME_CONFLICT } from './route-definition';
import { idParamSchema } from './common';
import { jobSchema } from './jobs';
import { projectItemRoutes } from './project-item.routes';
import { createSceneSchema, renderSceneByNameSchema, renderSceneSchema, sceneListSchema, sceneSchema, updateSceneSchema } from './scenes';
import { sceneTimelineSchema } from './timeline';

/** The scenes routes of the table (see api-routes.ts). */
export const scenesRoutes = defineRoutes({
  getSceneTimeline: {
    method: 'GET',
    path: '/api/scenes/:id/timeline',
    summary: "The scene's timeline (shots, blocking, audio, subtitles) as a render plays it",
    params: idParamSchema,
    response: sceneTimelineSchema,
    errors: { 409: 'The scene is not ready to play: what it lacks is named' },
  },
  renderScene: {
    method: 'POST',
    path: '/api/scenes/:id/render',
    summary:
      "Queue rendering the scene to an MP4 with a poster and an .srt (the 'scene.render' job; renderedPath is set when it completes)",
    params: idParamSchema,
    body: renderSceneSchema,
    response: jobSchema,
    errors: { 409: 'The scene is not ready to render (what it lacks is named), or it is already rendering' },
    status: 202,
    rateLimit: 'generation',
  },
  renderSceneByName: {
    method: 'POST',
    path: '/api/render/scene',
    summary: 'Queue rendering the scene of that name (in the project, when given) whose cast and set match (the job)',
    body: renderSceneByNameSchema,
    response: jobSchema,
    errors: { 404: 'No scene of that name (in the project, when given)', 409: "The scene's cast or set does not match the request, or it is not ready, or it is already rendering" },
    status: 202,
    rateLimit: 'generation',
  },
  ...projectItemRoutes('Scene', 'Scenes', NAME_CONFLICT, { item: sceneSchema, list: sceneListSchema, create: createSceneSchema, update: updateSceneSchema }),
});

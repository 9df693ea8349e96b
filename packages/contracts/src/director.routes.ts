import { defineRoutes } from './route-definition';
import { idParamSchema } from './common';
import { analyzeAndTrainSchema, archiveResultSchema, archiveSceneByNameSchema, assetValidationSchema, directorPlanSchema, directorRenderSchema, generateAssetsSchema, generateMissingAssetsSchema, generationResultSchema, projectSceneParamSchema, renderResultSchema, sceneIdParamSchema, sceneReadinessSchema, trainResultSchema } from './director';
import { jobSchema } from './jobs';
import { directorMemorySchema } from './scripts';

/** Why a director render could not be queued, as the Director Console shows it beside the message. */
export const DIRECTOR_RENDER_CODES = ['SCENE_NOT_READY', 'RENDER_IN_PROGRESS'] as const;
export type DirectorRenderCode = (typeof DIRECTOR_RENDER_CODES)[number];

/** The director routes of the table (see api-routes.ts). */
export const directorRoutes = defineRoutes({
  getSceneReadiness: {
    method: 'GET',
    path: '/api/director/:id/scene/:sceneId/readiness',
    summary: 'Whether a scene of the project can be rendered, and every asset it still lacks',
    params: projectSceneParamSchema,
    response: sceneReadinessSchema,
  },
  validateScene: {
    method: 'GET',
    path: '/api/director/validate/:sceneId',
    summary: 'Whether a scene can be rendered, and every asset it still lacks',
    params: sceneIdParamSchema,
    response: sceneReadinessSchema,
  },
  validateProjectAssets: {
    method: 'POST',
    path: '/api/director/:id/validate-assets',
    summary: "Readiness of every scene of the project: the ready ones, the others, and all that they lack",
    params: idParamSchema,
    response: assetValidationSchema,
    status: 200,
  },
  getDirectorMemory: {
    method: 'GET',
    path: '/api/director/:id/memory',
    summary: "The director's memory of the project's newest analysed script (theme, characters, scenes)",
    params: idParamSchema,
    response: directorMemorySchema,
  },
  autoGenerateProject: {
    method: 'POST',
    path: '/api/director/:id/auto-generate',
    summary:
      "Turn the project's latest analysed script into characters, sets, scenes, voice lines and music, then queue their media (the 'project.auto-generate' job; running it again creates nothing twice)",
    params: idParamSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },
  analyzeAndTrain: {
    method: 'POST',
    path: '/api/director/analyze-and-train',
    summary:
      "Rebuild the director's memory from a script the server stored, named by its id or stored name",
    body: analyzeAndTrainSchema,
    response: trainResultSchema,
    errors: { 400: "The script path is not one the server stored (absolute, '..', or unknown): give its id or stored name" },
    status: 200,
    rateLimit: 'analysis',
  },
  generateAssets: {
    method: 'POST',
    path: '/api/director/generate',
    summary:
      'Create, or make again, each asset (voice, set, score, character) as a job; each item answers with its job or its own error',
    body: generateAssetsSchema,
    response: generationResultSchema,
    errors: { 404: 'No project of that name' },
    status: 200,
    rateLimit: 'generation',
  },
  planGenerateAssets: {
    method: 'POST',
    path: '/api/director/generate/plan',
    summary: 'What /api/director/generate would create and make again in the project, without doing it',
    body: generateAssetsSchema,
    response: directorPlanSchema,
    errors: { 404: 'No project of that name' },
    status: 200,
    rateLimit: 'analysis',
  },
  generateMissingAssets: {
    method: 'POST',
    path: '/api/director/generate-missing-assets',
    summary: 'The same as /api/director/generate, for the items a validation found missing (assetRequests)',
    body: generateMissingAssetsSchema,
    response: generationResultSchema,
    errors: { 404: 'No project of that name' },
    status: 200,
    rateLimit: 'generation',
  },
  directorRender: {
    method: 'POST',
    path: '/api/director/render',
    summary:
      "Render a scene described by names: what does not exist yet (scene, characters, set, score, lines) is created first; the render job waits for their media",
    body: directorRenderSchema,
    response: renderResultSchema,
    errors: { 404: 'No project or scene of that name', 409: { description: 'The scene cannot be rendered yet (what it lacks is named), or it is already rendering', codes: DIRECTOR_RENDER_CODES } },
    status: 202,
    rateLimit: 'generation',
  },
  planDirectorRender: {
    method: 'POST',
    path: '/api/director/render/plan',
    summary:
      "What /api/director/render would create and change in the project (each line kept, edited in place or added), without doing it",
    body: directorRenderSchema,
    response: directorPlanSchema,
    errors: { 404: 'No project of that name' },
    status: 200,
    rateLimit: 'analysis',
  },
  directorRenderScene: {
    method: 'POST',
    path: '/api/director/render-scene',
    summary: 'The same as /api/director/render',
    body: directorRenderSchema,
    response: renderResultSchema,
    errors: { 404: 'No project or scene of that name', 409: { description: 'The scene cannot be rendered yet (what it lacks is named), or it is already rendering', codes: DIRECTOR_RENDER_CODES } },
    status: 202,
    rateLimit: 'generation',
  },
  archiveSceneByName: {
    method: 'POST',
    path: '/api/director/archive',
    summary: "Zip a scene (by name) with its assets, rendered video, subtitles and an import manifest; archivePath is the zip's URL",
    body: archiveSceneByNameSchema,
    response: archiveResultSchema,
    errors: { 404: 'No project or scene of that name' },
    rateLimit: 'export',
  },
  archiveProject: {
    method: 'POST',
    path: '/api/director/:id/archive',
    summary: "Zip a project with every scene's assets, rendered videos, subtitles and an import manifest; archivePath is the zip's URL",
    params: idParamSchema,
    response: archiveResultSchema,
    rateLimit: 'export',
  },
  archiveScene: {
    method: 'POST',
    path: '/api/director/scene/:id/archive',
    summary: "Zip a scene with its assets, rendered video, subtitles and an import manifest; archivePath is the zip's URL",
    params: idParamSchema,
    response: archiveResultSchema,
    rateLimit: 'export',
  },
});

import { defineRoutes, textSchema } from './route-definition';
import { idParamSchema } from './common';

/** The storyboard as a print: one panel per shot with its drawn middle frame, its kind and its lines. */
const STORYBOARD_PDF = { response: textSchema, format: 'file', mediaTypes: ['application/pdf'], rateLimit: 'export' } as const;

/** The storyboards routes of the table (see api-routes.ts). */
export const storyboardsRoutes = defineRoutes({
  getSceneStoryboardPdf: {
    method: 'GET',
    path: '/api/scenes/:id/storyboard.pdf',
    summary: "The scene's storyboard as a PDF to print: six panels a page, each shot's middle frame drawn as a render draws it, with the shot's kind and its lines",
    params: idParamSchema,
    ...STORYBOARD_PDF,
    errors: { 409: 'The scene cannot be drawn yet (the same rule as its timeline): what it lacks is named' },
  },
  getProjectStoryboardPdf: {
    method: 'GET',
    path: '/api/projects/:id/storyboard.pdf',
    summary: "The storyboard of every scene of the project that can be drawn, in script order, as one PDF; the scenes left out are named on its first page",
    params: idParamSchema,
    ...STORYBOARD_PDF,
    errors: { 409: 'No scene of the project can be drawn yet: what each lacks is named' },
  },
});

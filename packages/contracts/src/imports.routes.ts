import { defineRoutes, textSchema } from './route-definition';
import { createdProjectSchema, projectBlueprintSchema } from './blueprints';
import { idParamSchema } from './common';
import { MANIFEST_UPLOAD, importResultSchema } from './imports';

/** The imports routes of the table (see api-routes.ts). */
export const importsRoutes = defineRoutes({
  createProjectFromBlueprint: {
    method: 'POST',
    path: '/api/projects/blueprint',
    summary:
      'Create a whole project (characters, sets, music, scenes with their cast and voice lines) in one transaction, then queue its media; every unresolved name is reported at once and nothing is written',
    body: projectBlueprintSchema,
    response: createdProjectSchema,
    rateLimit: 'generation',
  },
  importProjectManifest: {
    method: 'POST',
    path: '/api/import/project-manifest',
    summary:
      "Create a project from a JSON manifest (at most 5 MB) or a .zip bundle of manifest.json and the files it names, in one transaction; every unresolved reference is reported at once and nothing is written",
    upload: MANIFEST_UPLOAD,
    response: importResultSchema,
    rateLimit: 'upload',
  },
  exportProject: {
    method: 'GET',
    path: '/api/projects/:id/export',
    summary: 'The project as a .zip bundle (manifest.json and its media) that imports back as an equal project',
    params: idParamSchema,
    response: textSchema,
    format: 'file',
    mediaTypes: ['application/zip'],
    rateLimit: 'export',
  },
});

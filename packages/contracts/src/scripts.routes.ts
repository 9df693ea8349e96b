import { defineRoutes } from './route-definition';
import { idParamSchema } from './common';
import { SCRIPT_UPLOAD, analyzeScriptFieldsSchema, analyzeScriptResultSchema, scriptDataSchema, scriptIdParamSchema, storedScriptListSchema } from './scripts';

/** The scripts routes of the table (see api-routes.ts). */
export const scriptsRoutes = defineRoutes({
  analyzeScript: {
    method: 'POST',
    path: '/api/scripts/analyze',
    summary:
      'Analyze a screenplay (Fountain, plain text, Final Draft .fdx or PDF; the file, or its text in `text`) and store it with its analysis under the named project, created when no project has that name',
    body: analyzeScriptFieldsSchema,
    upload: SCRIPT_UPLOAD,
    uploadOptional: true,
    response: analyzeScriptResultSchema,
    errors: { 422: 'The file holds no screenplay' },
    rateLimit: 'analysis',
  },
  getScriptData: {
    method: 'GET',
    path: '/api/scripts/:scriptId/data',
    summary: 'A stored script with its analysis',
    params: scriptIdParamSchema,
    response: scriptDataSchema,
  },
  listProjectScripts: {
    method: 'GET',
    path: '/api/projects/:id/scripts',
    summary: 'Scripts stored for a project, newest first',
    params: idParamSchema,
    response: storedScriptListSchema,
  },
});

import { defineRoutes, textSchema } from './route-definition';
import { idParamSchema } from './common';
import {
  NO_SCENES_TO_EXPORT_MESSAGE,
  SCREENPLAY_MEDIA_TYPES,
  SCRIPT_UPLOAD,
  analyzeScriptFieldsSchema,
  analyzeScriptResultSchema,
  screenplayExportQuerySchema,
  scriptDataSchema,
  scriptIdParamSchema,
  storedScriptListSchema,
} from './scripts';

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
  exportScript: {
    method: 'GET',
    path: '/api/scripts/:scriptId/export',
    summary: 'A stored script written as Fountain, Final Draft (.fdx) or a screenplay PDF (Courier 12 pt, industry layout), as a download',
    params: scriptIdParamSchema,
    query: screenplayExportQuerySchema,
    response: textSchema,
    format: 'file',
    mediaTypes: Object.values(SCREENPLAY_MEDIA_TYPES),
    errors: { 422: 'The stored file can no longer be read as a screenplay' },
    rateLimit: 'export',
  },
  exportProjectScreenplay: {
    method: 'GET',
    path: '/api/projects/:id/screenplay',
    summary:
      "The project's current screenplay, rebuilt from its scenes, cast and lines (with the parentheticals of the director's memory), written as Fountain, Final Draft (.fdx) or PDF, as a download",
    params: idParamSchema,
    query: screenplayExportQuerySchema,
    response: textSchema,
    format: 'file',
    mediaTypes: Object.values(SCREENPLAY_MEDIA_TYPES),
    errors: { 422: NO_SCENES_TO_EXPORT_MESSAGE },
    rateLimit: 'export',
  },
  listProjectScripts: {
    method: 'GET',
    path: '/api/projects/:id/scripts',
    summary: 'Scripts stored for a project, newest first',
    params: idParamSchema,
    response: storedScriptListSchema,
  },
});

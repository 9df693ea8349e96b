import { z } from 'zod';
import { defineRoutes, textSchema } from './route-definition';
import { openApiDocumentSchema } from './platform';

/** The files of the browsable API docs page: Swagger UI's script and style sheet, and the script that starts it. */
export const DOCS_ASSET_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start-docs.js'] as const;
export const docsAssetParamSchema = z.object({ file: z.enum(DOCS_ASSET_FILES) });

/** The docs routes of the table (see api-routes.ts). */
export const docsRoutes = defineRoutes({
  getDocs: {
    method: 'GET',
    path: '/api/docs',
    summary: 'Browsable API reference (HTML); this OpenAPI 3.1 document when the request asks for JSON',
    response: openApiDocumentSchema,
    mediaTypes: ['text/html'],
  },
  getOpenApiDocument: { method: 'GET', path: '/api/docs.json', summary: 'This OpenAPI 3.1 document', response: openApiDocumentSchema },
  getDocsAsset: {
    method: 'GET',
    path: '/api/docs/assets/:file',
    summary: "A script or style sheet of the API reference page",
    params: docsAssetParamSchema,
    response: textSchema,
    format: 'file',
    mediaTypes: ['text/css', 'text/javascript'],
  },
});

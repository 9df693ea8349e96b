import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { API_ROUTES, type DOCS_ASSET_FILES } from '@studio/contracts/api-routes';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';

const BACKEND_VERSION = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string })
  .version;

type DocsAssetFile = (typeof DOCS_ASSET_FILES)[number];

export interface DocsAsset {
  type: string;
  body: string;
}

const ASSETS = '/api/docs/assets';

/** Scripts live in files, not inline, so a content security policy can forbid inline scripts. */
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Studio API</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/start-docs.js"></script>
</body>
</html>
`;

// No validator badge: it would load an image from validator.swagger.io, which the CSP refuses (and
// which would tell swagger.io where our document is).
const START_DOCS = `SwaggerUIBundle({ url: '/api/docs.json', dom_id: '#api-reference', withCredentials: true, validatorUrl: null });\n`;

@Injectable()
export class DocsService {
  private document?: OpenApiDocument;
  private readonly swaggerUi = dirname(require.resolve('swagger-ui-dist/package.json'));
  private readonly assets = new Map<DocsAssetFile, DocsAsset>();

  /** Built once: the routes and schemas do not change while the process runs. */
  getOpenApiDocument(): OpenApiDocument {
    this.document ??= buildOpenApiDocument(API_ROUTES, { version: BACKEND_VERSION });
    return this.document;
  }

  getReferencePage(): string {
    return REFERENCE_PAGE;
  }

  getAsset(file: DocsAssetFile): DocsAsset {
    let asset = this.assets.get(file);
    if (!asset) {
      const type = file.endsWith('.css') ? 'css' : 'js';
      asset = { type, body: file === 'start-docs.js' ? START_DOCS : readFileSync(join(this.swaggerUi, file), 'utf8') };
      this.assets.set(file, asset);
    }
    return asset;
  }
}

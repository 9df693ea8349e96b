import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROUTES } from '@studio/contracts/api-routes';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';
import { RouteTableService, routeKey } from './route-table.service';

const BACKEND_VERSION = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string })
  .version;

@Injectable()
export class DocsService {
  private document?: OpenApiDocument;

  constructor(private readonly routeTable: RouteTableService) {}

  /** Built once: the routes and schemas do not change while the process runs. */
  getOpenApiDocument(): OpenApiDocument {
    if (!this.document) {
      const statuses = new Map(this.routeTable.routes().map((route) => [routeKey(route.method, route.path), route.successStatus]));
      this.document = buildOpenApiDocument(API_ROUTES, {
        version: BACKEND_VERSION,
        successStatus: (route) => statuses.get(routeKey(route.method, route.path)),
      });
    }
    return this.document;
  }
}

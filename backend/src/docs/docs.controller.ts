import { Controller, Get } from '@nestjs/common';
import { DocsService } from './docs.service';
import type { OpenApiDocument } from './openapi';

/** Needs a session like the rest of the API: the document maps every route, no reason to publish it. */
@Controller()
export class DocsController {
  constructor(private readonly service: DocsService) {}

  @Get('/api/docs')
  get(): OpenApiDocument {
    return this.service.getOpenApiDocument();
  }
}

import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { DocsService } from './docs.service';

/** Needs a session like the rest of the API: the document maps every route, no reason to publish it. */
@Controller()
export class DocsController {
  constructor(private readonly service: DocsService) {}

  /** A browser gets the reference page; a client that asks for JSON (or anything) the document. */
  @Endpoint('getDocs')
  page(_input: EndpointInput<'getDocs'>, @Req() request: Request, @Res() response: Response): void {
    if (request.accepts(['json', 'html']) === 'html') response.type('html').send(this.service.getReferencePage());
    else response.json(this.service.getOpenApiDocument());
  }

  @Endpoint('getOpenApiDocument')
  document() {
    return this.service.getOpenApiDocument();
  }

  @Endpoint('getDocsAsset')
  asset({ params }: EndpointInput<'getDocsAsset'>, @Res() response: Response): void {
    const asset = this.service.getAsset(params.file);
    response.type(asset.type).set('Cache-Control', 'private, max-age=3600').send(asset.body);
  }
}

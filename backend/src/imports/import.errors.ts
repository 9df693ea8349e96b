import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';

/** 400: no file in the request. */
export class NoManifestError extends BadRequestException {
  constructor() {
    super('Please select a JSON file to import');
  }
}

/** 413: a manifest over 5 MB (docs/product-rules.md#limits), alone or inside a bundle. */
export class ManifestTooLargeError extends PayloadTooLargeException {
  constructor() {
    super('The manifest must be at most 5 MB.');
  }
}

/** 400: the file is neither JSON nor a readable bundle, or its manifest does not match the format. */
export class InvalidManifestError extends BadRequestException {
  constructor(reason: string, errors?: Array<{ path: string; message: string }>) {
    super({ statusCode: 400, error: 'Bad Request', message: `Invalid manifest: ${reason}`, ...(errors ? { errors } : {}) });
  }
}

import { applyDecorators, PayloadTooLargeException, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { RouteName } from '@studio/contracts/api-routes';
import type { Request } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';
import type { DecoratedHandler, EndpointInput, EndpointResult } from '../common';
import { detectFormat, type MediaFormat, type MediaKind } from './media-formats';
import { InvalidMediaTypeError, MediaTooLargeError } from './media.errors';

/** The part of Multer's in-memory file a handler uses. */
export interface UploadedMedia {
  mimetype: string;
  buffer: Buffer;
}

/** A checked upload: its bytes and the format they were recognised as. */
export interface MediaUpload {
  bytes: Buffer;
  format: MediaFormat;
}

/** Multer's message for LIMIT_FILE_SIZE, which Nest turns into a 413. */
const MULTER_FILE_TOO_LARGE = 'File too large';

const isFileTooLarge = (error: unknown) =>
  error instanceof PayloadTooLargeException && error.message === MULTER_FILE_TOO_LARGE;

/** Multer's own 413 says 'File too large'; the upload's rule says which file and what limit. */
class UploadLimitMessages implements NestInterceptor {
  constructor(private readonly kind: MediaKind) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() => (isFileTooLarge(error) ? new MediaTooLargeError(this.kind.rule) : error)),
        ),
      );
  }
}

/**
 * A multipart upload of one file in the rule's field, held in memory (never half-written to
 * disk) and cut off with 413 at the rule's size limit. Its success status (200: it changes an existing
 * entity) is the route table's.
 */
export const AcceptsMediaUpload = (kind: MediaKind) =>
  applyDecorators(
    UseInterceptors(
      new UploadLimitMessages(kind),
      // A second file (in any field) is a 400 'Unexpected field'.
      // Text fields (a pasted script) may be as large as the file they stand in for.
      FileInterceptor(kind.rule.field, { limits: { fileSize: kind.rule.maxBytes, fieldSize: kind.rule.maxBytes } }),
    ),
  );

/** The upload's format, checked by declared type and by content; 400 when missing or not accepted. */
export function requireMediaUpload(kind: MediaKind, file: UploadedMedia | undefined): MediaUpload {
  const format = file ? detectFormat(kind, file.mimetype, file.buffer) : null;
  if (!file || !format) throw new InvalidMediaTypeError(kind.rule);
  return { bytes: file.buffer, format };
}

/** An upload route's binding for `EndpointsOf`: the rule's interceptors, and a handler given the uploaded file. */
export function acceptingUpload<S, K extends RouteName>(
  kind: MediaKind,
  handle: (services: S, input: EndpointInput<K>, file: UploadedMedia | undefined) => EndpointResult<K> | Promise<EndpointResult<K>>,
): DecoratedHandler<S, K> {
  return {
    decorators: [AcceptsMediaUpload(kind)],
    handle: (services, input, request) => handle(services, input, (request as Request & { file?: UploadedMedia }).file),
  };
}

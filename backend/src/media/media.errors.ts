import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import type { ErrorBody } from '@studio/contracts/common';
import type { UploadRule } from '@studio/contracts/uploads';

/** 400: no file, or not one of the formats the upload accepts; the message names the field for forms. */
export class InvalidMediaTypeError extends BadRequestException {
  constructor(rule: UploadRule) {
    const body: ErrorBody = {
      statusCode: 400,
      message: rule.invalidTypeMessage,
      error: 'Bad Request',
      errors: [{ path: rule.field, message: rule.invalidTypeMessage }],
    };
    super(body);
  }
}

/** 413: the file is larger than the upload allows. */
export class MediaTooLargeError extends PayloadTooLargeException {
  constructor(rule: UploadRule) {
    super(rule.tooLargeMessage);
  }
}

/** 507: a media write found the disk full (ENOSPC) or the quota spent (EDQUOT); nothing was kept. */
export class InsufficientStorageError extends HttpException {
  constructor(cause: unknown) {
    const body: ErrorBody = {
      statusCode: HttpStatus.INSUFFICIENT_STORAGE,
      message: 'The server has no disk space left to save this file.',
      error: 'Insufficient Storage',
    };
    super(body, HttpStatus.INSUFFICIENT_STORAGE, { cause });
  }
}

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** A full disk's error as the 507 callers show; any other error as it was. */
export const diskFullAsInsufficientStorage = (error: unknown): unknown =>
  DISK_FULL_CODES.has((error as NodeJS.ErrnoException | null)?.code ?? '') ? new InsufficientStorageError(error) : error;

/** 503: the object store (STORAGE=s3) failed or could not be reached; nothing was kept. */
export class ObjectStoreUnavailableError extends ServiceUnavailableException {
  constructor(cause: unknown) {
    super('The file store could not be reached; try again in a moment.', { cause });
  }
}

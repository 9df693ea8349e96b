import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
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

import { BadRequestException, ConflictException, HttpStatus, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { errorBodySchema } from '@studio/contracts/common';
import { toErrorBody } from './http-error.filter';
import { ValidationFailedError } from './validation';

describe('toErrorBody', () => {
  it('keeps the message and reason of HTTP exceptions', () => {
    expect(toErrorBody(new NotFoundException('Character 12 not found'))).toEqual({
      statusCode: 404,
      message: 'Character 12 not found',
      error: 'Not Found',
    });
    expect(toErrorBody(new ConflictException('Set 3 does not exist'))).toEqual({
      statusCode: 409,
      message: 'Set 3 does not exist',
      error: 'Conflict',
    });
    expect(toErrorBody(new PayloadTooLargeException()).error).toBe('Payload Too Large');
  });

  it('keeps the field errors of a validation failure', () => {
    const body = toErrorBody(new ValidationFailedError([{ path: 'name', message: 'Set name must be at least 2 characters.' }]));
    expect(errorBodySchema.parse(body)).toEqual({
      statusCode: 400,
      message: 'Validation failed: Set name must be at least 2 characters.',
      error: 'Bad Request',
      errors: [{ path: 'name', message: 'Set name must be at least 2 characters.' }],
    });
  });

  it('joins Nest message arrays into one message', () => {
    expect(toErrorBody(new BadRequestException(['a', 'b'])).message).toBe('a; b');
  });

  it('passes through client errors thrown by middleware (status on the error)', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end of JSON input'), { status: HttpStatus.BAD_REQUEST });
    expect(toErrorBody(parseError)).toEqual({ statusCode: 400, message: 'Unexpected end of JSON input', error: 'Bad Request' });
  });

  it('hides the details of unexpected errors', () => {
    const body = toErrorBody(new Error('SQLITE_CONSTRAINT at /work/secret/path.ts:12'));
    expect(body).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
  });
});

import { type ArgumentsHost, BadRequestException, ConflictException, HttpStatus, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { errorBodySchema } from '@studio/contracts/common';
import { QueryFailedError } from 'typeorm';
import { DATABASE_UNREACHABLE_MESSAGE } from './database-unreachable';
import { HttpErrorFilter, toErrorBody } from './http-error.filter';
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

  it('says 503 when the database server cannot be reached, and 500 for other database errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const lost = new QueryFailedError('SELECT 1', [], Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' }));
    const unavailable = { statusCode: 503, message: DATABASE_UNREACHABLE_MESSAGE, error: 'Service Unavailable' };
    expect(toErrorBody(refused)).toEqual(unavailable);
    expect(toErrorBody(lost)).toEqual(unavailable);
    const duplicate = new QueryFailedError('INSERT', [], Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' }));
    expect(toErrorBody(duplicate).statusCode).toBe(500);
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

describe('HttpErrorFilter', () => {
  /** Just enough of Express's response and Nest's host for the filter; records what it was told. */
  const responseFor = (headersSent: boolean) => {
    const calls: string[] = [];
    const response = {
      headersSent,
      writableEnded: false,
      status: (code: number) => (calls.push(`status ${code}`), response),
      json: () => (calls.push('json'), response),
      end: () => calls.push('end'),
    };
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    return { host, calls };
  };

  it('answers an error with its JSON body', () => {
    const { host, calls } = responseFor(false);
    new HttpErrorFilter().catch(new NotFoundException('Scene 4 not found'), host);
    expect(calls).toEqual(['status 404', 'json']);
  });

  it('only closes the response of a client that went away or a response already under way', () => {
    const aborted = responseFor(false);
    new HttpErrorFilter().catch(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }), aborted.host);
    expect(aborted.calls).toEqual(['end']);

    const started = responseFor(true);
    new HttpErrorFilter().catch(new Error('disk read failed'), started.host);
    expect(started.calls).toEqual(['end']);
  });
});

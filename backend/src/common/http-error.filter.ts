import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ErrorBody } from '@studio/contracts/common';
import type { ErrorRequestHandler, Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from './database-unreachable';

const reasonPhrase = (status: number): string =>
  (HttpStatus[status] ?? 'Error')
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Turns any thrown error into a JSON `ErrorBody`; unexpected errors are logged, never echoed. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode: status, message: response, error: reasonPhrase(status) };
    const body = response as Partial<ErrorBody> & { message?: unknown };
    const message = Array.isArray(body.message) ? body.message.join('; ') : String(body.message ?? exception.message);
    return {
      statusCode: status,
      message,
      error: typeof body.error === 'string' ? body.error : reasonPhrase(status),
      ...(body.errors ? { errors: body.errors } : {}),
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
    };
  }
  // body-parser and similar middleware errors carry an HTTP status of their own.
  const status = (exception as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: (exception as Error).message, error: reasonPhrase(status) };
  }
  if (isDatabaseUnreachable(exception)) return { statusCode: 503, message: DATABASE_UNREACHABLE_MESSAGE, error: 'Service Unavailable' };
  return { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' };
}

/** Answers with the error's JSON body; a 503 says when to come back. Unexpected errors are logged, never echoed. */
function sendErrorBody(exception: unknown, response: Response, logger: Logger): void {
  const body = toErrorBody(exception);
  if (body.statusCode === 503) {
    logger.warn(`${body.message} (${exception instanceof Error ? exception.message : String(exception)})`);
    response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  } else if (body.statusCode >= 500) {
    logger.error(exception instanceof Error ? exception.stack : String(exception));
  }
  response.status(body.statusCode).json(body);
}

/** The client went away mid-response (a seek in a video, a page left while media streams). */
export const isClientAbort = (exception: unknown): boolean =>
  (exception as { code?: unknown } | null)?.code === 'ECONNABORTED' || (exception as Error | null)?.message === 'Request aborted';

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // Nothing can be said to a client that left, or once a response has started: just close it.
    if (isClientAbort(exception) || response.headersSent) {
      if (!response.writableEnded) response.end();
      return;
    }
    sendErrorBody(exception, response, this.logger);
  }
}

/**
 * The same answers for errors of Express middleware that runs before Nest's handlers (the session
 * lookup, when the database is down), which Nest's filters never see.
 */
export const middlewareErrors: ErrorRequestHandler = (exception, _request, response, next) => {
  if (response.headersSent) return next(exception);
  sendErrorBody(exception, response, new Logger('MiddlewareErrors'));
};

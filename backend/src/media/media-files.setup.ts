import type { NestExpressApplication } from '@nestjs/platform-express';
import { extname } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NotAuthenticatedError } from '../auth';
import { toErrorBody } from '../common';
import { MEDIA_URL_PREFIX, MediaStorage } from './media-storage.service';

/**
 * Private (behind the session) and short enough that a regenerated file shows up soon; uploads
 * get a new name each time anyway.
 */
export const MEDIA_CACHE_CONTROL = 'private, max-age=3600';

/** Where the `mime-types` default is not what browsers expect (it says audio/x-flac). */
const CONTENT_TYPE_OVERRIDES: Record<string, string> = { flac: 'audio/flac' };

/** Every name media storage writes; anything else (.., dot files, encoded slashes) is never a file. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const sendError = (response: Response, error: unknown, headers: Record<string, string> = {}) => {
  const body = toErrorBody(error);
  // `send` may have set the file's type before failing; the answer is JSON.
  response.status(body.statusCode).type('json').set({ 'Cache-Control': 'no-store', ...headers }).json(body);
};

const notFound = (request: Request, response: Response) =>
  sendError(response, { status: 404, message: `No media at ${request.originalUrl}` });

/** 401 JSON, like the API's guard, unless the request carries a logged-in session. */
const requireSession: RequestHandler = (request, response, next) => {
  if (request.session?.authenticated === true) return next();
  sendError(response, new NotAuthenticatedError());
};

/**
 * Files from `root` by their path under /media: content type from the extension, byte ranges
 * (206, or 416 when unsatisfiable) so players can seek, ETag/Last-Modified revalidation, no
 * directory listings and nothing outside `root`.
 */
export function serveMediaFiles(root: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const segments = request.path.split('/').slice(1);
    if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) {
      return notFound(request, response);
    }
    const override = CONTENT_TYPE_OVERRIDES[extname(request.path).slice(1).toLowerCase()];
    if (override) response.type(override);
    response.sendFile(
      segments.join('/'),
      {
        root,
        dotfiles: 'deny',
        acceptRanges: true,
        cacheControl: false,
        headers: { 'Cache-Control': MEDIA_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' },
      },
      (error?: Error & { code?: string; status?: number; statusCode?: number; headers?: Record<string, string> }) => {
        if (!error) return;
        if (response.headersSent) return next(error);
        // A folder: no listings.
        if (error.code === 'EISDIR') return notFound(request, response);
        const status = error.status ?? error.statusCode ?? 500;
        if (status === 416) {
          return sendError(response, { status, message: 'Range Not Satisfiable' }, error.headers ?? {});
        }
        return status < 500 ? notFound(request, response) : next(error);
      },
    );
  };
}

/** Serves /media/* (outside /api) to logged-in sessions; mount after the session middleware. */
export function mountMediaFiles(app: NestExpressApplication): void {
  app.use(MEDIA_URL_PREFIX, requireSession, serveMediaFiles(app.get(MediaStorage).root));
}

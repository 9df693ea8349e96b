import type { NestExpressApplication } from '@nestjs/platform-express';
import { extname } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NotAuthenticatedError } from '../auth';
import { toErrorBody } from '../common';
import { MEDIA_URL_PREFIX, MediaStorage } from './media-storage.service';
import { SHARED_MEDIA_STORE, type SharedMediaStore } from './shared-media-store';

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

/** The file's path under /media when it can name one (only names storage writes: no .., dot files or encoded slashes), else null. */
function requestedFile(request: Request): string | null {
  const segments = request.path.split('/').slice(1);
  return segments.length > 0 && segments.every((segment) => SAFE_SEGMENT.test(segment)) ? segments.join('/') : null;
}

/**
 * Files from `root` by their path under /media: content type from the extension, byte ranges
 * (206, or 416 when unsatisfiable) so players can seek, ETag/Last-Modified revalidation, no
 * directory listings and nothing outside `root`.
 */
export function serveMediaFiles(root: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = requestedFile(request);
    if (file === null) return notFound(request, response);
    const override = CONTENT_TYPE_OVERRIDES[extname(file).slice(1).toLowerCase()];
    if (override) response.type(override);
    response.sendFile(
      file,
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

/**
 * The same answers as serveMediaFiles, from the shared store (STORAGE=s3), streamed: the store
 * answers the range and the validators (its ETag and Last-Modified), so every server answers alike.
 */
export function serveSharedMediaFiles(store: SharedMediaStore): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = requestedFile(request);
    if (file === null) return notFound(request, response);
    const since = new Date(request.headers['if-modified-since'] ?? Number.NaN);
    store
      .read(file, {
        head: request.method === 'HEAD',
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: Number.isNaN(since.getTime()) ? undefined : since,
      })
      .then((object) => {
        if (!object) return notFound(request, response);
        if (object.status === 416) {
          return sendError(response, { status: 416, message: 'Range Not Satisfiable' }, { 'Content-Range': `bytes */${object.size}` });
        }
        response.set({ 'Cache-Control': MEDIA_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
        if (object.status === 304) return void response.status(304).end();
        const extension = extname(file).slice(1).toLowerCase();
        response.status(object.status).type(CONTENT_TYPE_OVERRIDES[extension] ?? extension);
        response.set({ 'Accept-Ranges': 'bytes', 'Content-Length': String(object.contentLength) });
        if (object.contentRange) response.set('Content-Range', object.contentRange);
        if (object.etag) response.set('ETag', object.etag);
        if (object.lastModified) response.set('Last-Modified', object.lastModified.toUTCString());
        if (!object.body) return void response.end();
        // A store that breaks off mid-file cuts the answer short, as a disk read error would.
        object.body.on('error', () => response.destroy()).pipe(response);
      })
      .catch((error: unknown) => (response.headersSent ? response.destroy() : sendError(response, error)));
  };
}

/** Serves /media/* (outside /api) to logged-in sessions; mount after the session middleware. */
export function mountMediaFiles(app: NestExpressApplication): void {
  const shared = app.get<SharedMediaStore | null>(SHARED_MEDIA_STORE);
  app.use(MEDIA_URL_PREFIX, requireSession, shared ? serveSharedMediaFiles(shared) : serveMediaFiles(app.get(MediaStorage).root));
}

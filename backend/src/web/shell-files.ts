import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { IMMUTABLE, isContentHashed, REVALIDATE } from './cache-control';
import { describePrecompressed, precompressedVariant } from './precompressed';

/** Paths the shell never answers: the API, remote releases and generated media have their own 404s. */
const RESERVED_PREFIXES = ['/api', '/remotes', '/media'];

export const isReservedPath = (path: string): boolean =>
  RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const NOT_BUILT_MESSAGE =
  'The Studio shell is not built yet. Run `npm run build` (or `npm start`, which builds what is missing), then reload.\n';

/** A deep link (reload on /projects/1/music) as opposed to a missing file such as /missing.js. */
const isPageRequest = (request: Request): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isReservedPath(request.path) &&
  !/\.[^/]*$/.test(request.path) &&
  Boolean(request.accepts('html'));

/**
 * The shell's build at `/`: hashed assets cached for a year, everything else revalidated, the
 * build's compressed copy of an asset sent when the browser accepts it, and
 * index.html for every page path so client-side routes survive a reload. Checked per request,
 * so building the shell while the server runs needs no restart.
 */
export function serveShell(shellDir: string): RequestHandler[] {
  const cacheControlOf = (path: string) => (isContentHashed(path) ? IMMUTABLE : REVALIDATE);
  const assets = express.static(shellDir, {
    index: false,
    redirect: false,
    setHeaders: (response, path) => response.setHeader('Cache-Control', cacheControlOf(path)),
  });
  const indexFile = join(shellDir, 'index.html');

  /** The build's compressed copy of an asset (`main.js.br`, `main.js.gz`) when the browser accepts it. */
  const compressedAssets = (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isReservedPath(request.path)) return next();
    let file: string;
    try {
      file = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const compressed = precompressedVariant(request, shellDir, file);
    if (!compressed) return next();
    describePrecompressed(response, file, compressed.encoding);
    response.sendFile(
      compressed.file,
      { root: shellDir, dotfiles: 'deny', cacheControl: false, headers: { 'Cache-Control': cacheControlOf(file) } },
      (error) => {
        if (!error || response.headersSent) return;
        for (const header of ['Content-Encoding', 'Content-Type', 'Vary']) response.removeHeader(header);
        next();
      },
    );
  };

  const staticAssets = (request: Request, response: Response, next: NextFunction) =>
    isReservedPath(request.path) ? next() : assets(request, response, next);

  const pageFallback = (request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request)) return next();
    stat(indexFile).then(
      () =>
        response.sendFile(indexFile, { headers: { 'Cache-Control': REVALIDATE } }, (error) => {
          if (error && !response.headersSent) next(error);
        }),
      () => response.status(503).type('text/plain').set('Cache-Control', 'no-store').send(NOT_BUILT_MESSAGE),
    );
  };

  return [compressedAssets, staticAssets, pageFallback];
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RemoteReleasesRepository } from '../platform';
import { IMMUTABLE, isContentHashed, NO_STORE, REVALIDATE } from './cache-control';
import { describePrecompressed, precompressedVariant } from './precompressed';

function notFound(request: Request, response: Response): void {
  response
    .status(404)
    .set('Cache-Control', NO_STORE)
    .json({ statusCode: 404, message: `No remote file at ${request.originalUrl}`, error: 'Not Found' });
}

/** `/<name>/<version>/<file…>` (already relative to the /remotes mount), decoded; null when malformed. */
function parseRemotePath(path: string): { name: string; version: string; file: string } | null {
  try {
    const [, name, version, ...file] = path.split('/').map(decodeURIComponent);
    if (!name || !version || file.length === 0 || file.some((segment) => !segment)) return null;
    return { name, version, file: file.join('/') };
  } catch {
    return null;
  }
}

/**
 * Serves `/remotes/<name>/<version>/<file>` from that release's folder, cached for a year as
 * immutable: a version's files never change. The one exception is the repo's own build folder,
 * rebuilt in place without a version bump: there only content-hashed chunks are immutable and
 * the entry files (mf-manifest.json, remoteEntry.js) are revalidated, so a rebuild is never
 * hidden behind a stale entry. Anything missing is a 404 no one caches (the release may be
 * deployed a minute later). No SPA fallback here. A compressed copy written by the build
 * (`<file>.br`, `<file>.gz`) is sent instead when the browser accepts it.
 */
export function serveRemoteFiles(releases: RemoteReleasesRepository): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const target = parseRemotePath(request.path);
    if (!target) return notFound(request, response);
    releases.findRelease(target.name, target.version).then((release) => {
      if (!release) return notFound(request, response);
      const cacheControl = release.rebuiltInPlace && !isContentHashed(target.file) ? REVALIDATE : IMMUTABLE;
      const compressed = precompressedVariant(request, release.dir, target.file);
      if (compressed) describePrecompressed(response, target.file, compressed.encoding);
      response.sendFile(
        compressed?.file ?? target.file,
        { root: release.dir, dotfiles: 'deny', cacheControl: false, headers: { 'Cache-Control': cacheControl } },
        (error) => {
          if (!error) return;
          if (response.headersSent) return next(error);
          const status = (error as { status?: number }).status ?? 500;
          return status < 500 ? notFound(request, response) : next(error);
        },
      );
    }, next);
  };
}

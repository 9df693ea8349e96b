import { ForbiddenException, type INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../common';

export const CROSS_SITE_REQUEST_MESSAGE = 'Cross-site request refused.';

export class CrossSiteRequestError extends ForbiddenException {
  constructor() {
    super(CROSS_SITE_REQUEST_MESSAGE);
  }
}

/** Methods that only read; everything else may write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sec-Fetch-Site of a request made by a page of this origin, or by the user (a typed URL, a bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** scheme://host[:port], default ports left out, or null when it is not a URL (Origin: null). */
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a browser sent this request from a page of another origin. Sec-Fetch-Site, when sent,
 * is the browser's own verdict and decides. Otherwise the Origin header is compared with the
 * origin the request was addressed to: its Host and scheme, or X-Forwarded-Host and -Proto behind
 * a proxy trusted with TRUST_PROXY. Requests with neither header (curl, scripts, tests) come from
 * no page, and a session cookie cannot be ridden through them.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.get('Sec-Fetch-Site');
  if (fetchSite !== undefined) return !OWN_FETCH_SITES.has(fetchSite);
  const origin = request.get('Origin');
  if (origin === undefined) return false;
  const own = originOf(`${request.protocol}://${request.host ?? ''}`);
  return own === null || originOf(origin) !== own;
}

/**
 * Refuses a state-changing request to the API or media that another site's page made (CSRF),
 * with 403 JSON. It runs before the session is looked up and before the body is parsed or an
 * upload is read, so a refused request does nothing.
 */
export function refuseCrossSiteRequests(app: INestApplication): void {
  app.use(['/api', '/media'], (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method) || !isCrossSite(request)) return next();
    response.status(403).set('Cache-Control', 'no-store').json(toErrorBody(new CrossSiteRequestError()));
  });
}

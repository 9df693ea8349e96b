import { Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../common';
import { APP_CONFIG, type AppConfig } from '../config';
import { PlatformTokenRefusedError } from './platform.errors';

const BEARER = /^Bearer\s+(\S+)$/i;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * PLATFORM_TOKEN for the platform routes: a request that sends `Authorization: Bearer <token>` is
 * let in by the token alone, and refused (401) when it is not the platform token; a request
 * without the header needs its session, like the rest of the API. The token marks the request
 * (`authenticatedBy`), which the global session guard accepts; no session is created or stored.
 */
@Injectable()
export class PlatformTokenMiddleware {
  private readonly token: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.token = config.platformToken ? digest(config.platformToken) : null;
  }

  use(request: Request, response: Response, next: NextFunction): void {
    const header = request.get('Authorization');
    if (header === undefined) return next();
    const sent = BEARER.exec(header)?.[1];
    // Compared as digests: equal lengths, in constant time.
    if (!sent || !this.token || !timingSafeEqual(digest(sent), this.token)) {
      response.status(401).set('Cache-Control', 'no-store').json(toErrorBody(new PlatformTokenRefusedError()));
      return;
    }
    request.authenticatedBy = 'platform token';
    next();
  }
}

/** Who made a platform change: the platform token, or a session (named by a digest of its id, never the id). */
export function platformActor(request: Request): string {
  if (request.authenticatedBy) return request.authenticatedBy;
  return `session ${digest(request.sessionID).toString('hex').slice(0, 8)}`;
}

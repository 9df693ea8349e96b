import { Injectable } from '@nestjs/common';
import type { RemoteName } from '@studio/contracts/platform';
import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from '../common';
import { PlatformChangeForbiddenError, PlatformTokenRefusedError, PublishForbiddenError } from './platform.errors';
import { type PlatformCredential, PlatformTokensService } from './platform-tokens.service';

declare module 'express-serve-static-core' {
  interface Request {
    /** The platform or publish token this request was let in by (on /api/platform only). */
    platformCredential?: PlatformCredential;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Tokens on the platform routes: a request that sends `Authorization: Bearer <secret>` is let in
 * by the token alone, and refused (401) when it is no live token; a request without the header
 * needs its session, like the rest of the API. The token marks the request (`authenticatedBy`,
 * which the global session guard accepts); no session is created or stored. What the token may
 * do is checked per route (platformChanger, releasePublisher).
 */
@Injectable()
export class PlatformTokenMiddleware {
  constructor(private readonly tokens: PlatformTokensService) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const header = request.get('Authorization');
    if (header === undefined) return next();
    const refuse = (error: unknown) => {
      const body = toErrorBody(error);
      response.status(body.statusCode).set('Cache-Control', 'no-store').json(body);
    };
    const secret = BEARER.exec(header)?.[1];
    if (!secret) return refuse(new PlatformTokenRefusedError());
    this.tokens.authenticate(secret).then((credential) => {
      if (!credential) return refuse(new PlatformTokenRefusedError());
      request.platformCredential = credential;
      request.authenticatedBy = credential.name;
      next();
    }, refuse);
  }
}

/** Who makes a platform change (compose, roll back, pin, yank, tokens): the platform token's name. A session or a publish token is refused. */
export function platformChanger(request: Request): string {
  const credential = request.platformCredential;
  if (credential?.kind !== 'platform') throw new PlatformChangeForbiddenError();
  return credential.name;
}

/** Who publishes a release of `remote`: a publish token of that remote, or a platform token. */
export function releasePublisher(request: Request, remote: RemoteName): string {
  const credential = request.platformCredential;
  if (credential?.kind === 'platform' || (credential?.kind === 'publish' && credential.remote === remote)) return credential.name;
  throw new PublishForbiddenError(remote, credential?.kind === 'publish' ? credential.remote : null);
}

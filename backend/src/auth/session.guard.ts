import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { NotAuthenticatedError } from './auth.errors';
import { IS_PUBLIC } from '../common';

/**
 * Global guard: every route needs a logged-in session unless it is marked `@Public()`, or a
 * middleware of its routes let the request in by another credential (`authenticatedBy`).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (request.session?.authenticated === true || request.authenticatedBy !== undefined) return true;
    throw new NotAuthenticatedError();
  }
}

import {
  applyDecorators,
  Global,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Module,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { normalizeIp, ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { RateLimitClass } from '@studio/contracts/api-routes';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config';

const RATE_LIMIT = 'studio:rateLimit';

/** Every budget is counted over a minute, and a caller who overspends it waits a minute. */
const WINDOW_MS = 60_000;

export const RATE_LIMIT_MESSAGES: Record<RateLimitClass, string> = {
  login: 'Too many login attempts. Please wait a minute and try again.',
  upload: 'Too many uploads. Please wait a minute and try again.',
  analysis: 'Too many script analyses. Please wait a minute and try again.',
  generation: 'Too many generation requests. Please wait a minute and try again.',
  export: 'Too many exports. Please wait a minute and try again.',
  keyTest: 'Too many key tests. Please wait a minute and try again.',
};

/** 429: the caller spent this class's budget for the minute; Retry-After says when to come back. */
export class RateLimitExceededError extends HttpException {
  constructor(budget: RateLimitClass) {
    super(RATE_LIMIT_MESSAGES[budget], HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Whose budget a request spends: its logged-in session's, so people behind one address do not
 * share one, else its address's (the client's own behind a proxy with TRUST_PROXY).
 */
const budgetHolder = (request: Request): string =>
  request.session?.authenticated === true ? `session:${request.sessionID}` : `address:${normalizeIp(request.ip ?? '')}`;

/**
 * Spends one unit of the route's budget (`rateLimitsPerMinute` in the config) or answers 429.
 * A guard, so it runs after the session guard and before any interceptor: an upload over budget
 * is refused before its body is read, and nothing runs that could write.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const budget = this.reflector.get<RateLimitClass | undefined>(RATE_LIMIT, context.getHandler());
    if (!budget) return true;
    const http = context.switchToHttp();
    const key = `${budget}:${budgetHolder(http.getRequest<Request>())}`;
    const limit = this.config.rateLimitsPerMinute[budget];
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(key, WINDOW_MS, limit, WINDOW_MS, budget);
    if (!isBlocked) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(Math.max(1, timeToBlockExpire)));
    throw new RateLimitExceededError(budget);
  }
}

/** The route spends `budget`: what `@Endpoint` applies for a route table entry's `rateLimit`. */
export const RateLimited = (budget: RateLimitClass) => applyDecorators(SetMetadata(RATE_LIMIT, budget), UseGuards(RateLimitGuard));

/**
 * The counters (@nestjs/throttler's in-memory storage, one per process), for RateLimitGuard in
 * every module. Global: imported once, by the auth module.
 */
@Global()
@Module({
  providers: [{ provide: ThrottlerStorage, useClass: ThrottlerStorageService }],
  exports: [ThrottlerStorage],
})
export class RateLimitModule {}

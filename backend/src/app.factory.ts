import type { LogLevel, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureSessions } from './auth/session.setup';
import { HttpErrorFilter } from './common/http-error.filter';
import { SerializedJsonInterceptor } from './common/serialized-json';
import { AppConfig, loadAppConfig } from './config/app-config';
import { mountMediaFiles } from './media/media-files.setup';
import { refuseCrossSiteRequests } from './web/cross-site-requests';
import { applySecurityHeaders } from './web/security-headers';
import { timeAnswers } from './web/server-timing';
import { mountWeb } from './web/web.setup';

/** One step of HTTP setup, applied in order before the app starts (middleware, pipes, static files...). */
export type AppSetupStep = (app: NestExpressApplication, config: AppConfig) => void | Promise<void>;

const jsonAnswers: AppSetupStep = (app) => {
  app.useGlobalFilters(new HttpErrorFilter());
  app.useGlobalInterceptors(new SerializedJsonInterceptor());
};

/**
 * Applied in this order; add a step by adding it here. The API's answers are timed from first
 * (so the time includes every step after). Security headers go on every answer, and
 * cross-site writes are refused before anything else reads them. The shell and the remotes' files
 * are public and come before the session middleware, so loading a page's scripts does not look its
 * session up once per file; media needs the session and comes after it.
 */
export const APP_SETUP_STEPS: AppSetupStep[] = [
  jsonAnswers,
  timeAnswers,
  applySecurityHeaders,
  refuseCrossSiteRequests,
  mountWeb,
  configureSessions,
  mountMediaFiles,
];

export interface CreateAppOptions {
  /** Environment to read instead of process.env (tests pass their own database). */
  env?: Record<string, string | undefined>;
  logger?: false | LogLevel[];
  /** The feature modules to load; all of FEATURE_MODULES unless a test leaves one out. */
  featureModules?: readonly Type[];
}

/** Builds and initialises the app (migrations run, demo seed applied) without listening. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = loadAppConfig(options.env ?? process.env);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.featureModules), {
    logger: options.logger ?? ['log', 'warn', 'error'],
    abortOnError: false,
  });
  for (const step of APP_SETUP_STEPS) await step(app, config);
  await app.init();
  return app;
}

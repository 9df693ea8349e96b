import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import type { CreateAppOptions } from './app.factory';
import { AppConfig, AppConfigError, loadAppConfig } from './config/app-config';

/**
 * A job worker: the app's modules (so every job type's handler is registered) without HTTP,
 * taking jobs from BullMQ. It needs the API's DATABASE_URL and REDIS_URL, and can run on any
 * machine that reaches both; its job and entity events reach the API's streams through Redis.
 */
export async function createWorker(options: CreateAppOptions = {}): Promise<INestApplicationContext> {
  const config = loadAppConfig(options.env ?? process.env);
  if (!config.jobs.redisUrl) {
    throw new AppConfigError(['REDIS_URL: a worker takes jobs from BullMQ; without Redis the API runs jobs itself']);
  }
  const workerConfig: AppConfig = { ...config, seedDemo: false, jobs: { ...config.jobs, runJobs: true } };
  // Initialised on creation: recovery runs and the BullMQ worker starts taking jobs.
  return NestFactory.createApplicationContext(AppModule.forRoot(workerConfig, options.featureModules), {
    logger: options.logger ?? ['log', 'warn', 'error'],
    abortOnError: false,
  });
}

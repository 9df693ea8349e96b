import { Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig, AppConfigError } from './config/app-config';
import { lowerPriority } from './render';
import { createWorker } from './worker.factory';

async function main(): Promise<void> {
  // A worker's jobs are background work: where it shares a machine with API processes, the
  // studio's clicks go first (its renders' browsers and encoders go lower still).
  lowerPriority(process.pid);
  const worker = await createWorker();
  // SIGTERM / SIGINT: finish the jobs in hand before exiting; BullMQ gives the rest to other workers.
  worker.enableShutdownHooks();
  const { jobs } = worker.get<AppConfig>(APP_CONFIG);
  Logger.log(`Studio worker taking jobs from BullMQ (prefix ${jobs.queuePrefix}, ${jobs.concurrency} at once)`, 'Worker');
}

main().catch((error: unknown) => {
  console.error(error instanceof AppConfigError ? error.message : error);
  process.exit(1);
});

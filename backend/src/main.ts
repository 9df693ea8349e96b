import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { APP_CONFIG, AppConfig, AppConfigError } from './config/app-config';

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port);
  Logger.log(`Studio running at http://localhost:${config.port}/ (API under /api)`, 'Main');
}

main().catch((error: unknown) => {
  // A config problem is the user's to fix: print the list, not a stack trace.
  console.error(error instanceof AppConfigError ? error.message : error);
  process.exit(1);
});

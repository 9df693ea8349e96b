import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_SETUP_STEPS } from '../src/app.factory';
import { AppModule } from '../src/app.module';
import { loadAppConfig } from '../src/config/app-config';
import { TEST_PASSWORD } from './auth-agent';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

/**
 * A database that outlives one app (restarts, a worker beside the API): a SQLite file, or a
 * throwaway MariaDB database; plus a data dir. `env` is what every app on it boots with.
 */
export interface SharedDatabase {
  env: Record<string, string | undefined>;
  drop(): Promise<void>;
}

export async function createSharedDatabase(extraEnv: Record<string, string> = {}): Promise<SharedDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-shared-'));
  const database: TestDatabase =
    testDatabaseKind() === 'sqlite'
      ? { kind: 'sqlite', url: `sqlite:${join(dataDir, 'studio.sqlite')}`, drop: async () => undefined }
      : await createTestDatabase();
  return {
    env: { ...testAppEnv(dataDir, database.url), ...extraEnv },
    drop: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A SharedDatabase made before each test and dropped after it; `closeApps` closes what the test
 * booted on it first. Its env is read inside tests.
 */
export function useDatabasePerTest(closeApps: () => Promise<unknown> | undefined): { readonly env: SharedDatabase['env'] } {
  let shared: SharedDatabase | undefined;
  beforeEach(async () => {
    shared = await createSharedDatabase();
  });
  afterEach(async () => {
    await closeApps();
    await shared?.drop();
    shared = undefined;
  });
  return {
    get env() {
      if (!shared) throw new Error('the database is there inside tests only');
      return shared.env;
    },
  };
}

/** What every test app boots with: its own data dir and database, the demo seed off, the test password. */
export const testAppEnv = (dataDir: string, databaseUrl: string): Record<string, string | undefined> => ({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  STUDIO_PASSWORD: TEST_PASSWORD,
});

/**
 * What createApp does, with a hook between building the app and initialising it: boot-time work
 * (job recovery) then already sees what `beforeInit` registered, as a module's onModuleInit would.
 */
export async function bootApp(
  env: Record<string, string | undefined>,
  beforeInit: (app: NestExpressApplication) => void = () => undefined,
  featureModules?: readonly Type[],
): Promise<NestExpressApplication> {
  const config = loadAppConfig(env);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, featureModules), {
    logger: ['error'],
    abortOnError: false,
  });
  for (const step of APP_SETUP_STEPS) await step(app, config);
  beforeInit(app);
  await app.init();
  return app;
}

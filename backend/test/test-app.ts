import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { FEATURE_MODULES } from '../src/app.module';
import { authenticatedAgent, TEST_PASSWORD, type TestAgent } from './auth-agent';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  dataSource: DataSource;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment (e.g. SEED_DEMO: 'true'); the database and data dir are always fresh. */
  env?: Record<string, string | undefined>;
  /** All of FEATURE_MODULES by default; see featureModulesWithout. */
  featureModules?: readonly Type[];
}

/** The app's feature modules but `left`: for tests that put their own handler on a job type a left-out module owns. */
export const featureModulesWithout = (...left: Type[]): Type[] => FEATURE_MODULES.filter((module) => !left.includes(module));

/**
 * The real app on a fresh database of the kind TEST_DB selects (sqlite | mariadb), migrated by its
 * migrations (never synchronize), demo seed off, with an HTTP agent that carries a session.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-test-'));
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp({
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_DEMO: 'false',
        STUDIO_PASSWORD: TEST_PASSWORD,
        ...options.env,
      },
      logger: ['error'],
      featureModules: options.featureModules,
    });
    const http = await authenticatedAgent(app);
    const started = app;
    return {
      app: started,
      http,
      dataSource: started.get(DataSource),
      database,
      close: async () => {
        await started.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { FEATURE_MODULES } from '../src/app.module';
import { authenticatedAgent, type TestAgent } from './auth-agent';
import { testAppEnv } from './boot-app';
import { newProject } from './factories';
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
      env: { ...testAppEnv(dataDir, database.url), ...options.env },
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

export interface TestAppWithProject extends TestApp {
  /** A project made for the describe block, for tests that only need somewhere to put things. */
  projectId: number;
}

type LazyOptions = TestAppOptions | (() => TestAppOptions);

/**
 * createTestApp for a describe block: started in beforeAll, closed in afterAll; its fields are
 * read inside tests. `options` may be a function, evaluated in beforeAll, when it depends on what
 * earlier hooks started (fake servers, web roots).
 */
export const useTestApp = (options: LazyOptions = {}): TestApp => startedInHooks(options, false);

/** useTestApp with a project made in the same beforeAll. */
export const useTestProject = (options: LazyOptions = {}): TestAppWithProject => startedInHooks(options, true);

function startedInHooks(options: LazyOptions, withProject: boolean): TestAppWithProject {
  let started: { app: TestApp; projectId?: number } | undefined;
  beforeAll(async () => {
    const app = await createTestApp(typeof options === 'function' ? options() : options);
    started = { app };
    if (withProject) started.projectId = (await newProject(app.http)).id;
  });
  afterAll(() => started?.app.close());
  const current = () => {
    if (!started) throw new Error('the test app is there inside tests only, once beforeAll ran');
    return started;
  };
  return {
    get app() { return current().app.app; },
    get http() { return current().app.http; },
    get dataSource() { return current().app.dataSource; },
    get database() { return current().app.database; },
    get projectId() {
      const { projectId } = current();
      if (projectId === undefined) throw new Error('this test app has no project: use useTestProject');
      return projectId;
    },
    close: () => current().app.close(),
  };
}

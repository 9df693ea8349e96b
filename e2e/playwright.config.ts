import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_LAUNCH, E2E_PASSWORD, E2E_PLATFORM_TOKEN, E2E_PORT, FAKE_OPENAI_ACCEPTED_KEY, FAKE_OPENAI_PORT, OUTPUT_DIR, SIGNED_IN_STATE } from './support/environment';

// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studio-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.setup.ts'],
  // They start servers of their own: playwright.outages.config.ts runs them.
  testIgnore: ['outages/**'],
  // Journeys share one backend and change its data (projects, the composition): one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: OUTPUT_DIR,
  use: {
    baseURL: BASE_URL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts/ },
    {
      name: 'journeys',
      testMatch: /.*\.spec\.ts/,
      dependencies: ['sign-in'],
      use: { storageState: SIGNED_IN_STATE },
    },
  ],
  webServer: [
    {
      command: `node support/fake-openai.mjs ${FAKE_OPENAI_PORT} ${FAKE_OPENAI_ACCEPTED_KEY}`,
      url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/health`,
      reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    },
    {
      command: 'node ../scripts/start.mjs',
      url: `${BASE_URL}/api/health`,
      timeout: 300_000,
      // E2E_REUSE_SERVER=1 runs the journeys against an app already listening on the port.
      reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        STUDIO_PASSWORD: E2E_PASSWORD,
        PLATFORM_TOKEN: E2E_PLATFORM_TOKEN,
        SEED_DEMO: 'true',
        // Journeys log in several times a minute from one address.
        LOGIN_ATTEMPTS_PER_MINUTE: '100',
        // Keys saved in Settings are tested against the local stand-in, never the real provider.
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}`,
        OPENAI_API_KEY: '',
      },
    },
  ],
});

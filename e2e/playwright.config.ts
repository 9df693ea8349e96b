import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_LAUNCH, E2E_PASSWORD, E2E_PORT, OUTPUT_DIR, SIGNED_IN_STATE } from './support/environment';

// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studio-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: ['**/*.spec.ts', '**/*.setup.ts'],
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
  webServer: {
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
      SEED_DEMO: 'true',
      // Journeys log in several times a minute from one address.
      LOGIN_ATTEMPTS_PER_MINUTE: '100',
    },
  },
});

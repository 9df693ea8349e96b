import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, OUTPUT_DIR } from './support/environment';

/**
 * Journeys that start a studio of their own (with its own Redis) to break its network and Redis
 * under the browser: they need neither the shared server of playwright.config.ts nor its demo.
 */
export default defineConfig({
  testDir: 'outages',
  testMatch: /.*\.spec\.ts/,
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `${OUTPUT_DIR}-outages`,
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
});

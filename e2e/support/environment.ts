import { join } from 'node:path';

/** E2E_PORT lets two runs (say, CI and a developer's) share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_PASSWORD = 'e2e-password';
/** The server's PLATFORM_TOKEN: the platform team's token, which every platform change needs. */
export const E2E_PLATFORM_TOKEN = 'e2e-platform-token-0123456789abcdef0123456789';
/** Headers of an API request made as the platform team. */
export const PLATFORM_TEAM = { Authorization: `Bearer ${E2E_PLATFORM_TOKEN}` };
/** The local stand-in for OpenAI (support/fake-openai.mjs): the one key it takes. */
export const FAKE_OPENAI_PORT = E2E_PORT + 90;
export const FAKE_OPENAI_ACCEPTED_KEY = 'sk-e2e-accepted-key';
/** Playwright's output of this run; per port, because a run empties its output folder when it starts. */
export const OUTPUT_DIR = join(__dirname, '..', 'test-results', String(E2E_PORT));
/** Cookies of a signed-in session, written by sign-in.setup.ts. */
export const SIGNED_IN_STATE = join(OUTPUT_DIR, '.signed-in.json');

/** Debian's Chromium (Playwright cannot download its own here) with flags that work on these machines. */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

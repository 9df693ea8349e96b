/**
 * A module team's release and the platform team's compose, timed as they happen: `npm run release
 * -w @studio/mfe-music` (rebuild + publish) against the rebuild alone, and compose -> a fresh
 * browser showing the new version against the same fresh browser loading the live one. Prints
 * PASS/MISS against the goals and never fails on a missed goal.
 *
 *   npm run bench:release -w @studio/e2e     starts the app (scripts/start.mjs) on port 3102
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_PASSWORD } from '../support/environment';

const GOALS = { releaseSeconds: 15, composeToVisibleMs: 1000 };
const BENCH_PORT = 3102;
const ROOT = join(__dirname, '..', '..');
const REMOTE = { name: 'mfe_music', workspace: '@studio/mfe-music', route: '/music-composer', heading: 'Music Composer' };
/** Rounds of each timing (odd: the median is reported). */
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** Runs a command to its end and resolves with how long it took, in seconds. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${output.slice(-2000)}`))));
  });
}

async function startApp(dataDir: string, token: string): Promise<{ baseUrl: string; app: ChildProcess }> {
  const baseUrl = `http://localhost:${BENCH_PORT}`;
  const app = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(BENCH_PORT), DATA_DIR: dataDir, STUDIO_PASSWORD: E2E_PASSWORD, PLATFORM_TOKEN: token, SEED_DEMO: 'true' },
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode}`);
    if (await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false)) return { baseUrl, app };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  app.kill();
  throw new Error('the app did not answer /api/health within 5 minutes');
}

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Logs in once through the API and keeps the session cookie for the fresh browsers. */
async function signIn(browser: Browser, baseUrl: string): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const login = await context.request.post('/api/auth/login', { data: { password: E2E_PASSWORD } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A fresh browser (empty cache, signed in) does `first`, then opens the remote's page; resolves
 * with the milliseconds from the start of `first` until the heading shows, and the version whose files it ran.
 */
async function freshBrowserShows(browser: Browser, baseUrl: string, session: SignedIn, first: () => Promise<void> = async () => undefined): Promise<{ ms: number; version: string | null }> {
  // A new context has an empty cache; only the session cookie goes with it (logging in each time would meet the login rate limit).
  const context = await browser.newContext({ baseURL: baseUrl, storageState: session });
  try {
    const page = await context.newPage();
    // The browser is open before the clock starts: what is timed is `first` (the compose) and the page showing.
    const since = performance.now();
    await first();
    let version: string | null = null;
    page.on('request', (request) => {
      const match = new RegExp(`/remotes/${REMOTE.name}/([^/]+)/remoteEntry`).exec(new URL(request.url()).pathname);
      if (match) version = decodeURIComponent(match[1]);
    });
    await page.goto(REMOTE.route, { waitUntil: 'commit' });
    // Watched from inside the page, frame by frame: a role query polled from outside adds its own latency.
    await page.waitForFunction((heading) => [...document.querySelectorAll('h1')].some((element) => element.textContent === heading), REMOTE.heading, { polling: 'raf', timeout: 30_000 });
    return { ms: performance.now() - since, version };
  } finally {
    await context.close();
  }
}

async function compose(baseUrl: string, token: string, version: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const current = (await (await fetch(`${baseUrl}/api/platform/composition`, { headers })).json()) as { revision: number };
  const response = await fetch(`${baseUrl}/api/platform/composition`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pins: [{ name: REMOTE.name, version }], reason: 'Benchmark: compose a new release', revision: current.revision }),
  });
  if (!response.ok) throw new Error(`compose refused: ${response.status} ${await response.text()}`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-release-'));
  const token = randomBytes(24).toString('hex');
  const { baseUrl, app } = await startApp(dataDir, token);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const builds: number[] = [];
    const releases: number[] = [];
    const versions: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      builds.push(await timed(npm, ['run', 'build', '-w', REMOTE.workspace]));
      const version = `9.${Date.now()}.${round}`;
      versions.push(version);
      releases.push(await timed(npm, ['run', 'release', '-w', REMOTE.workspace, '--', '--version', version], { ...process.env, STUDIO_URL: baseUrl, PLATFORM_TOKEN: token }));
    }

    const session = await signIn(browser, baseUrl);
    const live: number[] = [];
    const composed: number[] = [];
    for (const version of versions) {
      // The same fresh browser on the live composition: what a page load alone costs.
      const before = await freshBrowserShows(browser, baseUrl, session);
      live.push(before.ms);
      const after = await freshBrowserShows(browser, baseUrl, session, () => compose(baseUrl, token, version));
      if (after.version !== version) throw new Error(`a fresh browser ran ${REMOTE.name} ${after.version} after ${version} was composed`);
      composed.push(after.ms);
    }

    const [build, release, load, visible] = [median(builds), median(releases), median(live), median(composed)];
    const rows = [
      ['run', 'median', 'vs baseline', 'goal', 'result'],
      [`${REMOTE.workspace}: rebuild alone (rspack, production)`, `${build.toFixed(2)} s`, '1.00', 'baseline', '-'],
      [`npm run release: rebuild + bundle + publish (SHA-256 of every file)`, `${release.toFixed(2)} s`, (release / build).toFixed(2), `<= ${GOALS.releaseSeconds} s`, verdict(release <= GOALS.releaseSeconds)],
      [`fresh browser shows ${REMOTE.route} on the live composition`, `${load.toFixed(0)} ms`, '1.00', 'baseline', '-'],
      ['compose (gate, revision) -> a fresh browser shows the new version', `${visible.toFixed(0)} ms`, (visible / load).toFixed(2), `<= ${GOALS.composeToVisibleMs} ms`, verdict(visible <= GOALS.composeToVisibleMs)],
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    process.stdout.write(`\nModule release and compose (median of ${ROUNDS})\n`);
    for (const row of rows) process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}\n`);
  } finally {
    await browser.close();
    app.kill();
    await new Promise((resolve) => app.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

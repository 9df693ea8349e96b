/**
 * Cold-loads the dashboard in Chromium and prints the time until it is interactive and the JS
 * transferred (gzip) by the shell and by each remote's own chunks, against the goals. It reports
 * PASS/MISS and never fails on a missed goal.
 *
 *   npm run bench -w @studio/e2e                 starts the app (scripts/start.mjs) on port 3101
 *   BENCH_URL=http://localhost:3000 npm run …    measures an app that is already running
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page, type Response, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_PASSWORD } from '../support/environment';

const GOALS = { interactiveMs: 1000, firstLoadKiB: 400, remoteKiB: 40, setListMs: 1000 };
const BENCH_PORT = 3101;
const COLD_RUNS = 5;
const ROOT = join(__dirname, '..', '..');

/** The module route that makes each remote load. */
const REMOTE_ROUTES: Record<string, string> = {
  mfe_characters: '/character-builder',
  mfe_sets: '/set-builder',
  mfe_music: '/music-composer',
  mfe_voiceover: '/voiceover',
  mfe_rendering: '/scene-rendering',
  mfe_script_director: '/script-importer',
  mfe_import_settings: '/settings',
};

const kib = (bytes: number) => bytes / 1024;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

async function startApp(): Promise<{ baseUrl: string; app?: ChildProcess }> {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL.replace(/\/$/, '') };
  const baseUrl = `http://localhost:${BENCH_PORT}`;
  const app = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-bench-')),
      STUDIO_PASSWORD: E2E_PASSWORD,
      SEED_DEMO: 'true',
      // Every cold run signs in afresh.
      LOGIN_ATTEMPTS_PER_MINUTE: '100',
    },
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { baseUrl, app };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  app.kill();
  throw new Error('the app did not answer /api/health within 5 minutes');
}

/** Records the gzip size of every distinct JS file the page downloads, keyed by URL path, until stopped. */
function recordScripts(page: Page, sizes: Map<string, number>): () => void {
  const record = async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    if (sizes.has(path)) return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(path, gzipSync(body).length);
  };
  page.on('response', record);
  return () => page.off('response', record);
}

/**
 * Resolves once no request has been in flight for `quietMs`. Unlike waitForLoadState('networkidle'),
 * which is a state of the page load and stays reached after a client-side navigation, this waits
 * for what a route starts after the page has loaded (a remote's lazy chunks, its 3D viewer…).
 */
async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

const remoteOf = (path: string) => /^\/remotes\/([^/]+)\//.exec(path)?.[1];

/**
 * Records, from each remote's mf-manifest.json as the page fetches it, the files of the libraries
 * the remote shares (e.g. three, shared-singletons.mjs SHARED_LIBRARIES): they download once for
 * every remote that needs them, so they are reported on their own row, not as one remote's code.
 */
function recordSharedFiles(page: Page, sharedFiles: Map<string, string>): void {
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/mf-manifest.json')) return;
    const manifest = (await response.json().catch(() => null)) as { shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] } | null;
    const dir = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    for (const shared of manifest?.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) sharedFiles.set(`${dir}${file}`, shared.name);
    }
  });
}

/** Fresh context (empty cache), signed in through the API, so the page load itself is cold. */
async function coldDashboard(browser: Browser, baseUrl: string, dashboardScripts: Map<string, number>, sharedFiles = new Map<string, string>()) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const login = await context.request.post('/api/auth/login', { data: { password: E2E_PASSWORD } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  // The live-updates stream stays open for the whole visit, so "network idle" would never come;
  // it is not part of loading the dashboard.
  await context.route('**/api/events', (route) => route.abort());
  const page = await context.newPage();
  recordSharedFiles(page, sharedFiles);
  const stopRecording = recordScripts(page, dashboardScripts);

  // Interactive: the dashboard's data panels are rendered and the module links can be used.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByText('Ahoy, Captain! Your AI treasure chest is ready!').waitFor();
  await page.getByRole('region', { name: 'Available Modules' }).getByRole('link', { name: 'Open Module' }).first().waitFor();
  await page.getByRole('region', { name: 'Scene Map' }).getByRole('row').nth(1).waitFor();
  const interactiveMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  stopRecording();
  return { context, page, interactiveMs };
}

/**
 * Cold-loads the Set Builder (fresh context, signed in through the API) and reports when its list
 * is in the page with every set card (name, kind, status, Edit: what a user reads and clicks), and
 * as context when every card's model picture has finished drawing too.
 */
async function coldSetBuilder(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const login = await context.request.post('/api/auth/login', { data: { password: E2E_PASSWORD } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
    await context.route('**/api/events', (route) => route.abort());
    const sets = (await (await context.request.get('/api/projects/1/sets')).json()) as { name: string }[];
    const page = await context.newPage();
    // The moment the list is in the page, noted by the page itself: a check from here would wait
    // for the main thread, which may be drawing a card's picture by then.
    await page.addInitScript((names: string[]) => {
      const shown = () => {
        const grid = document.querySelector('section[aria-label="Sets"]');
        const text = grid?.textContent ?? '';
        return Boolean(grid?.querySelector('button')) && names.every((name) => text.includes(name));
      };
      new MutationObserver((_records, observer) => {
        if (!shown()) return;
        (window as unknown as { setListShownAt: number }).setListShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, sets.map((set) => set.name));
    await page.goto('/set-builder', { waitUntil: 'commit' });
    const grid = page.getByRole('region', { name: 'Sets', exact: true });
    for (const set of sets) await grid.getByText(set.name, { exact: true }).first().waitFor();
    await grid.getByRole('button', { name: 'Edit' }).first().waitFor();
    const listMs = await page.evaluate(() => (window as unknown as { setListShownAt: number }).setListShownAt);
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 60_000 });
    const picturesMs = await page.evaluate(() => performance.now());
    return { listMs, picturesMs, sets: sets.length };
  } finally {
    await context.close();
  }
}

async function measure(baseUrl: string) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const dashboardScripts = new Map<string, number>();
    const sharedFiles = new Map<string, string>();
    const { page, interactiveMs: firstMs } = await coldDashboard(browser, baseUrl, dashboardScripts, sharedFiles);

    // Each remote's own JS: open its route inside the app, so only what the remote adds downloads.
    const remoteScripts = new Map<string, number>();
    recordScripts(page, remoteScripts);
    for (const route of Object.values(REMOTE_ROUTES)) {
      const quiet = networkQuiet(page);
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
      await quiet;
    }

    // A single cold load is noisy on a shared machine: take the median of a few.
    const timings = [firstMs];
    for (let run = 1; run < COLD_RUNS; run += 1) {
      const { context, interactiveMs } = await coldDashboard(browser, baseUrl, new Map());
      timings.push(interactiveMs);
      await context.close();
    }
    timings.sort((a, b) => a - b);
    const setBuilderRuns = [];
    for (let run = 0; run < COLD_RUNS; run += 1) setBuilderRuns.push(await coldSetBuilder(browser, baseUrl));
    setBuilderRuns.sort((a, b) => a.listMs - b.listMs);
    const setBuilder = { ...setBuilderRuns[Math.floor(setBuilderRuns.length / 2)], runs: setBuilderRuns.map((run) => run.listMs) };
    return { interactiveMs: timings[Math.floor(timings.length / 2)], timings, dashboardScripts, remoteScripts, sharedFiles, setBuilder };
  } finally {
    await browser.close();
  }
}

function report({ interactiveMs, timings, dashboardScripts, remoteScripts, sharedFiles, setBuilder }: Awaited<ReturnType<typeof measure>>) {
  const firstLoad = [...dashboardScripts.values()].reduce((sum, size) => sum + size, 0);
  const shellOnly = [...dashboardScripts].filter(([path]) => !remoteOf(path)).reduce((sum, [, size]) => sum + size, 0);
  const perRemote = new Map<string, { files: number; bytes: number }>();
  const sharedLibraries = new Map<string, number>();
  for (const [path, size] of remoteScripts) {
    const library = sharedFiles.get(path);
    if (library) sharedLibraries.set(library, (sharedLibraries.get(library) ?? 0) + size);
    const remote = remoteOf(path);
    if (!remote || library) continue;
    const entry = perRemote.get(remote) ?? { files: 0, bytes: 0 };
    perRemote.set(remote, { files: entry.files + 1, bytes: entry.bytes + size });
  }

  const rows: string[][] = [
    [`Dashboard interactive, cold (median of ${timings.map((ms) => ms.toFixed(0)).join(', ')})`, `${interactiveMs.toFixed(0)} ms`, `<= ${GOALS.interactiveMs} ms`, verdict(interactiveMs <= GOALS.interactiveMs)],
    [`First-load JS, gzip (${dashboardScripts.size} files)`, `${kib(firstLoad).toFixed(1)} KiB`, `<= ${GOALS.firstLoadKiB} KiB`, verdict(kib(firstLoad) <= GOALS.firstLoadKiB)],
    ['  of which the shell', `${kib(shellOnly).toFixed(1)} KiB`, '', ''],
    [
      `Set Builder list of ${setBuilder.sets} sets, cold (median of ${setBuilder.runs.map((ms) => ms.toFixed(0)).join(', ')})`,
      `${setBuilder.listMs.toFixed(0)} ms`,
      `<= ${GOALS.setListMs} ms`,
      verdict(setBuilder.listMs <= GOALS.setListMs),
    ],
    ['  its model pictures all drawn (context)', `${setBuilder.picturesMs.toFixed(0)} ms`, '', ''],
  ];
  for (const remote of Object.keys(REMOTE_ROUTES)) {
    const own = perRemote.get(remote);
    rows.push(
      own
        ? [`${remote} own JS, gzip (${own.files} files)`, `${kib(own.bytes).toFixed(1)} KiB`, `<= ${GOALS.remoteKiB} KiB`, verdict(kib(own.bytes) <= GOALS.remoteKiB)]
        : [`${remote} own JS, gzip`, 'not loaded', `<= ${GOALS.remoteKiB} KiB`, 'MISS'],
    );
  }
  for (const [library, bytes] of sharedLibraries) {
    rows.push([`shared library ${library}, gzip (downloaded once, by the first remote that shows it)`, `${kib(bytes).toFixed(1)} KiB`, '', '']);
  }
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

async function main() {
  const { baseUrl, app } = await startApp();
  try {
    report(await measure(baseUrl));
  } finally {
    app?.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

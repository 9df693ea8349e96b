/**
 * Checks `npm run dev` hot reload in Chromium: edits a visible text in a remote (mfe-characters)
 * and in the shell, and proves each edit shows up without a full page reload (a marker set on
 * `window` survives) and with component state kept (a typed field keeps its value). Every edit
 * is reverted, also on failure. Run by hand against a running `npm run dev`; not part of npm test.
 *
 *   npm run check:hot-reload -w @studio/e2e      (DEV_URL defaults to http://localhost:3001)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_PASSWORD } from '../support/environment';

const ROOT = join(__dirname, '..', '..');
const DEV_URL = (process.env.DEV_URL ?? 'http://localhost:3001').replace(/\/$/, '');
const PASSWORD = process.env.STUDIO_PASSWORD ?? E2E_PASSWORD;
const APPLY_TIMEOUT_MS = 15_000;

type Edit = { label: string; file: string; from: string; to: string };

const EDITS: Edit[] = [
  {
    label: 'remote mfe-characters',
    file: 'mfe-characters/src/exposes/character-builder.tsx',
    from: 'Create characters and generate their 3D models.',
    to: 'Create characters and generate their 3D models (hot).',
  },
  {
    label: 'shell',
    file: 'shell/src/features/layout/components/profile-menu.tsx',
    from: 'View profile',
    to: 'View profile (hot)',
  },
];

/** Applies one edit, waits for its text, and reports whether the page and the typed state survived. */
async function checkEdit(page: Page, edit: Edit): Promise<boolean> {
  const path = join(ROOT, edit.file);
  const original = readFileSync(path, 'utf8');
  if (!original.includes(edit.from)) throw new Error(`${edit.file} no longer contains '${edit.from}'`);
  try {
    const started = Date.now();
    writeFileSync(path, original.replace(edit.from, edit.to));
    await page.getByText(edit.to, { exact: true }).waitFor({ timeout: APPLY_TIMEOUT_MS });
    const appliedMs = Date.now() - started;
    const pageKept = await page.evaluate(() => (window as { hotReloadMarker?: string }).hotReloadMarker === 'kept');
    const stateKept = (await page.getByLabel('Character Name').inputValue()) === 'Hot Reload Hero';
    const ok = pageKept && stateKept;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${edit.label}: applied in ${appliedMs} ms, ` +
        `${pageKept ? 'no full reload' : 'FULL RELOAD'}, ${stateKept ? 'state kept' : 'STATE LOST'}`,
    );
    return ok;
  } finally {
    writeFileSync(path, original);
  }
}

async function main() {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    await page.goto(DEV_URL);
    await page.getByLabel('Access Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Enter Studio' }).click();
    await page.getByText('Studio User').waitFor();
    await page.goto(`${DEV_URL}/character-builder`);
    await page.getByLabel('Character Name').fill('Hot Reload Hero');
    await page.evaluate(() => {
      (window as { hotReloadMarker?: string }).hotReloadMarker = 'kept';
    });
    let passed = true;
    for (const edit of EDITS) {
      passed = (await checkEdit(page, edit)) && passed;
      // Let the revert's rebuild land before the next edit.
      await page.getByText(edit.from, { exact: true }).waitFor({ timeout: APPLY_TIMEOUT_MS });
    }
    process.exitCode = passed ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import { PLATFORM_TEAM } from './support/environment';
import { openFromSidebar } from './support/navigation';
import { composeRelease, enterPlatformToken, freshBrowserPage, liveModuleRow, publishRelease, readComposition, releaseBundle, restoreComposition, uniqueVersion } from './support/releases';

test.setTimeout(180_000);

/** The Set Builder's area shows the error card (within `timeout` ms) while the sidebar and another module keep working. */
async function expectSetBuilderAloneFails(page: Page, timeout: number) {
  await page.goto('/set-builder');
  await expect(page.getByTestId('remote-error').getByText('Set Builder is unavailable')).toBeVisible({ timeout });
  await openFromSidebar(page, 'Character Builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Character Builder' })).toBeVisible();
}

test('a composed release whose entry 404s breaks only its own area, and rolling back on the Platform page restores it', async ({ page, browser }) => {
  const start = await readComposition(page.request);
  const version = uniqueVersion('2.2.0');
  // The gate checks the entry is in the bundle; this manifest sends the browser to load it from elsewhere, where there is none.
  const bundle = releaseBundle('mfe-sets', {
    manifest: (manifest) => {
      manifest.metaData.publicPath = '/remotes/mfe_sets/0.0.0-nowhere/';
    },
  });
  expect((await publishRelease(page.request, 'mfe_sets', version, bundle)).status()).toBe(201);
  const composed = await composeRelease(page.request, 'mfe_sets', version, 'E2E: a release whose entry is missing.');
  expect(composed.status(), await composed.text()).toBe(200);

  try {
    const fresh = await freshBrowserPage(browser);
    await test.step('its area shows the error card; the sidebar and the other modules keep working', () => expectSetBuilderAloneFails(fresh, 10_000));

    await test.step('the Platform page, part of the shell, rolls it back', async () => {
      await openFromSidebar(fresh, 'Platform');
      await expect(liveModuleRow(fresh, 'mfe_sets')).toContainText(version);
      await fresh.getByRole('button', { name: 'Roll Back' }).click();
      await enterPlatformToken(fresh);
      const dialog = fresh.getByRole('dialog', { name: /^Roll back to revision \d+$/ });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('E2E: its entry is missing.');
      await dialog.getByRole('button', { name: 'Roll Back' }).click();
      await expect(fresh.getByText('Composition rolled back')).toBeVisible();
      await expect(fresh.getByText('A new version of the studio is available.')).toBeVisible();
    });

    await test.step('Retry in the broken area loads the restored release', async () => {
      await openFromSidebar(fresh, 'Set Builder');
      const errorCard = fresh.getByTestId('remote-error');
      await expect(errorCard).toBeVisible({ timeout: 10_000 });
      await errorCard.getByRole('button', { name: 'Retry' }).click();
      await expect(fresh.getByRole('heading', { level: 1, name: 'Set Builder' })).toBeVisible();
      await expect(errorCard).toHaveCount(0);
    });
    await fresh.context().close();
  } finally {
    await restoreComposition(page.request, start.revision);
  }
});

test('a manifest that no longer matches its composition fails its own area with the reason, and loads again once it does', async ({ page, browser }) => {
  const dataDir = process.env.E2E_DATA_DIR;
  test.skip(!dataDir || Boolean(process.env.E2E_REUSE_SERVER), 'needs the data directory of the server the journeys started');
  const start = await readComposition(page.request);
  const version = uniqueVersion('2.3.0');
  expect((await publishRelease(page.request, 'mfe_sets', version, releaseBundle('mfe-sets'))).status()).toBe(201);
  expect((await composeRelease(page.request, 'mfe_sets', version, 'E2E: a release changed on disk after it was composed.')).status()).toBe(200);
  // What a disk, a sync job or an intruder could do behind the platform's back: the composition still names the published hash.
  const manifestPath = join(dataDir ?? '', 'remotes', 'mfe_sets', version, 'mf-manifest.json');
  const original = readFileSync(manifestPath);
  // The manifest and the compressed copies the server sends in its place, all of one content.
  const writeManifest = (bytes: Buffer) => {
    writeFileSync(manifestPath, bytes);
    if (existsSync(`${manifestPath}.br`)) writeFileSync(`${manifestPath}.br`, brotliCompressSync(bytes));
    if (existsSync(`${manifestPath}.gz`)) writeFileSync(`${manifestPath}.gz`, gzipSync(bytes));
  };

  try {
    writeManifest(Buffer.concat([original, Buffer.from('\n')]));
    const fresh = await freshBrowserPage(browser);
    await fresh.goto('/set-builder');
    const errorCard = fresh.getByTestId('remote-error');
    await expect(errorCard.getByText('Set Builder is unavailable')).toBeVisible({ timeout: 10_000 });
    await expect(errorCard).toContainText(`The files of mfe_sets ${version} do not match the composition`);

    writeManifest(original);
    await errorCard.getByRole('button', { name: 'Retry' }).click();
    await expect(fresh.getByRole('heading', { level: 1, name: 'Set Builder' })).toBeVisible();
    await fresh.context().close();
  } finally {
    writeManifest(original);
    await restoreComposition(page.request, start.revision);
  }
});

test('a composed release whose entry never answers is cut off by the shell, breaks only its own area, and a rollback restores it', async ({ page, browser }) => {
  const start = await readComposition(page.request);
  const version = uniqueVersion('2.4.0');
  expect((await publishRelease(page.request, 'mfe_sets', version, releaseBundle('mfe-sets'))).status()).toBe(201);
  expect((await composeRelease(page.request, 'mfe_sets', version, 'E2E: a release whose entry will hang.')).status()).toBe(200);

  try {
    const fresh = await freshBrowserPage(browser);
    // A server or CDN that takes the request and never answers: held, not failed.
    await fresh.route(`**/remotes/mfe_sets/${version}/remoteEntry.js*`, () => undefined);
    await test.step('the shell gives up on the entry and fails that area alone', () => expectSetBuilderAloneFails(fresh, 15_000));

    await test.step('the platform team rolls back, and Retry loads the release before it', async () => {
      const rolledBack = await page.request.post('/api/platform/rollback', { headers: PLATFORM_TEAM, data: { reason: 'E2E: its entry never answers.' } });
      expect(rolledBack.status(), await rolledBack.text()).toBe(200);
      await expect(fresh.getByText('A new version of the studio is available.')).toBeVisible();
      await openFromSidebar(fresh, 'Set Builder');
      const errorCard = fresh.getByTestId('remote-error');
      await expect(errorCard).toBeVisible({ timeout: 15_000 });
      await errorCard.getByRole('button', { name: 'Retry' }).click();
      await expect(fresh.getByRole('heading', { level: 1, name: 'Set Builder' })).toBeVisible();
    });
    await fresh.context().close();
  } finally {
    await restoreComposition(page.request, start.revision);
  }
});

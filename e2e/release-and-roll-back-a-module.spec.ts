import { expect, test } from '@playwright/test';
import { openFromSidebar } from './support/navigation';
import {
  composeRelease,
  enterPlatformToken,
  freshBrowserPage,
  liveModuleRow,
  othersThan,
  publishRelease,
  readComposition,
  releaseBundle,
  releaseRow,
  restoreComposition,
  shellFingerprint,
  uniqueVersion,
} from './support/releases';

// Publishing bundles of a real remote and hashing them on a busy machine takes a while.
test.setTimeout(180_000);

const V1_TITLE = 'Create New Set';
const V2_TITLE = 'Create New Set (v2)';

test('a module team releases v2 with a visible change, the platform team composes it and rolls it back, without rebuilding or restarting anything', async ({ page, browser }) => {
  const start = await readComposition(page.request);
  const shellBefore = await shellFingerprint(page.request);
  const v2 = uniqueVersion('2.0.0');

  try {
    await test.step('publish v2 of mfe_sets, whose Set Builder form says "Create New Set (v2)"', async () => {
      const published = await publishRelease(page.request, 'mfe_sets', v2, releaseBundle('mfe-sets', { replace: [V1_TITLE, V2_TITLE] }));
      expect(published.status(), await published.text()).toBe(201);
    });

    await test.step('publishing v2 again with other bytes is refused: a release never changes', async () => {
      const again = await publishRelease(page.request, 'mfe_sets', v2, releaseBundle('mfe-sets', { replace: [V1_TITLE, 'Create New Set (v3)'] }));
      expect(again.status()).toBe(409);
      expect(((await again.json()) as { message: string }).message).toContain(`mfe_sets@${v2} is already published with other files`);
    });

    await test.step('a page is open on v1', async () => {
      await page.goto('/set-builder');
      await expect(page.getByText(V1_TITLE, { exact: true })).toBeVisible();
    });

    const platform = await page.context().newPage();
    await test.step('the Platform page (sidebar) shows v2 as compatible; Compose asks for a reason', async () => {
      await platform.goto('/');
      await openFromSidebar(platform, 'Platform');
      await expect(platform.getByRole('heading', { level: 1, name: 'Platform' })).toBeVisible();
      const row = releaseRow(platform, v2);
      await expect(row.getByText('Compatible')).toBeVisible({ timeout: 20_000 });
      await row.getByRole('button', { name: 'Compose' }).click();
      await enterPlatformToken(platform);
      const dialog = platform.getByRole('dialog', { name: `Compose mfe_sets ${v2}` });
      await dialog.getByRole('button', { name: 'Compose' }).click();
      await expect(dialog.getByText('Give a reason.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('E2E: the Set Builder form gets its new title.');
      await dialog.getByRole('button', { name: 'Compose' }).click();
      await expect(platform.getByText('Composition updated')).toBeVisible();
      await expect(liveModuleRow(platform, 'mfe_sets')).toContainText(v2);
      await expect(platform.getByRole('table', { name: 'Composition History' })).toContainText('E2E: the Set Builder form gets its new title.');
    });

    await test.step('the open page keeps v1 and offers a reload, from the live events', async () => {
      await expect(page.getByText('A new version of the studio is available.')).toBeVisible();
      await expect(page.getByText(V1_TITLE, { exact: true })).toBeVisible();
    });

    await test.step('a fresh browser shows v2; the shell and the other six modules are the same bytes as before', async () => {
      const fresh = await freshBrowserPage(browser);
      await fresh.goto('/set-builder');
      await expect(fresh.getByText(V2_TITLE)).toBeVisible();
      await fresh.context().close();
      expect(await shellFingerprint(page.request)).toBe(shellBefore);
      expect(othersThan(await readComposition(page.request), 'mfe_sets')).toEqual(othersThan(start, 'mfe_sets'));
    });

    await test.step('Reload brings v2 to the open page', async () => {
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByText(V2_TITLE)).toBeVisible();
      await expect(page.getByText('A new version of the studio is available.')).toHaveCount(0);
    });

    await test.step('Roll Back, with a reason; a fresh browser shows v1 again', async () => {
      await platform.getByRole('button', { name: 'Roll Back' }).click();
      const dialog = platform.getByRole('dialog', { name: /^Roll back to revision \d+$/ });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('E2E: back to v1.');
      await dialog.getByRole('button', { name: 'Roll Back' }).click();
      await expect(platform.getByText('Composition rolled back')).toBeVisible();
      await expect(liveModuleRow(platform, 'mfe_sets')).not.toContainText(v2);

      const fresh = await freshBrowserPage(browser);
      await fresh.goto('/set-builder');
      await expect(fresh.getByText(V1_TITLE, { exact: true })).toBeVisible();
      await expect(fresh.getByText(V2_TITLE)).toHaveCount(0);
      await fresh.context().close();
    });
  } finally {
    await restoreComposition(page.request, start.revision);
  }
});

test('a release that needs another React major is shown refused on the Platform page, and compose refuses it with the reason', async ({ page }) => {
  const start = await readComposition(page.request);
  const version = uniqueVersion('2.1.0');
  const bundle = releaseBundle('mfe-sets', {
    manifest: (manifest) => {
      for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^17.0.2';
    },
  });
  const published = await publishRelease(page.request, 'mfe_sets', version, bundle);
  expect(published.status(), await published.text()).toBe(201);

  await page.goto('/platform');
  const row = releaseRow(page, version);
  await expect(row.getByText(/requires react \^17\.0\.2, but the shell runs 19\.\d+\.\d+\./)).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('button', { name: 'Compose' })).toBeDisabled();

  const refused = await composeRelease(page.request, 'mfe_sets', version, 'E2E: try an old React.');
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { errors: { message: string }[] };
  expect(body.errors.map((error) => error.message)).toEqual([expect.stringMatching(new RegExp(`^mfe_sets@${version.replaceAll('.', '\\.')} requires react \\^17\\.0\\.2, but the shell runs 19\\.`))]);
  expect((await readComposition(page.request)).revision).toBe(start.revision);
});

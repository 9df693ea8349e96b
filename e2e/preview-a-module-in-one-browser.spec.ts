import { expect, test } from '@playwright/test';
import { freshBrowserPage, publishRelease, readComposition, releaseBundle, releaseRow, uniqueVersion } from './support/releases';

test.setTimeout(180_000);

const LIVE_TITLE = 'Create New Set';
const PREVIEW_TITLE = 'Create New Set (preview)';

test('a preview link shows an unreleased version in the one browser that opens it, while everyone else keeps the live one', async ({ page, browser }) => {
  const start = await readComposition(page.request);
  const version = uniqueVersion('2.4.0');
  const published = await publishRelease(page.request, 'mfe_sets', version, releaseBundle('mfe-sets', { replace: [LIVE_TITLE, PREVIEW_TITLE] }));
  expect(published.status(), await published.text()).toBe(201);

  let link = '';
  await test.step('the Platform page makes a link and shows it with a copy button', async () => {
    await page.goto('/platform');
    const row = releaseRow(page, version);
    await expect(row.getByText('Compatible')).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: `Preview mfe_sets ${version}` });
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Preview link' });
    await expect(field).toHaveValue(/\/api\/platform\/preview\/[\w-]+\.[\w-]+$/);
    link = await field.inputValue();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  const previewing = await freshBrowserPage(browser);
  const everyoneElse = await freshBrowserPage(browser);
  try {
    await test.step('the browser that opens the link lands in the studio, in the preview, with a way out', async () => {
      await previewing.goto(link);
      await expect(previewing).toHaveURL(/\/$/);
      const banner = previewing.getByRole('status', { name: 'Preview' });
      await expect(banner).toContainText(`Previewing: mfe_sets ${version}`);
      await expect(banner.getByRole('button', { name: 'Exit preview' })).toBeVisible();
      await previewing.goto('/set-builder');
      await expect(previewing.getByText(PREVIEW_TITLE)).toBeVisible();
    });

    await test.step('another browser, and the composition, are untouched', async () => {
      await everyoneElse.goto('/set-builder');
      await expect(everyoneElse.getByText(LIVE_TITLE, { exact: true })).toBeVisible();
      await expect(everyoneElse.getByRole('status', { name: 'Preview' })).toHaveCount(0);
      const now = await readComposition(page.request);
      expect([now.revision, now.remotes, now.preview]).toEqual([start.revision, start.remotes, null]);
    });

    await test.step('a forged link says so and changes nothing in the browser that opens it', async () => {
      // The signature's first character: all six of its bits count (a last one may only carry padding).
      const signatureAt = link.lastIndexOf('.') + 1;
      const forged = `${link.slice(0, signatureAt)}${link[signatureAt] === 'A' ? 'B' : 'A'}${link.slice(signatureAt + 1)}`;
      const response = await everyoneElse.goto(forged);
      expect(response?.status()).toBe(400);
      await expect(everyoneElse.getByRole('heading', { name: 'This preview link is not valid.' })).toBeVisible();
      expect((await everyoneElse.context().cookies()).map((cookie) => cookie.name)).not.toContain('studio.preview');
      await everyoneElse.getByRole('link', { name: 'Open the studio' }).click();
      await everyoneElse.goto('/set-builder');
      await expect(everyoneElse.getByText(LIVE_TITLE, { exact: true })).toBeVisible();
    });

    await test.step('Exit preview brings the live version back', async () => {
      await previewing.getByRole('status', { name: 'Preview' }).getByRole('button', { name: 'Exit preview' }).click();
      await expect(previewing.getByRole('status', { name: 'Preview' })).toHaveCount(0);
      await expect(previewing.getByText(LIVE_TITLE, { exact: true })).toBeVisible();
      expect((await previewing.context().cookies()).map((cookie) => cookie.name)).not.toContain('studio.preview');
    });
  } finally {
    await previewing.context().close();
    await everyoneElse.context().close();
  }
});

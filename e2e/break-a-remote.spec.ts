import { type APIRequestContext, expect, test } from '@playwright/test';
import { PLATFORM_TEAM } from './support/environment';

const MISSING_VERSION = '9.9.9-missing';

interface Composition {
  remotes: { name: string; version: string; manifestUrl: string }[];
}

async function pinnedVersion(request: APIRequestContext, name: string) {
  const composition = (await (await request.get('/api/platform/composition')).json()) as Composition;
  const remote = composition.remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not in the composition`);
  return remote.version;
}

async function pin(request: APIRequestContext, name: string, version: string) {
  const response = await request.put(`/api/platform/composition/${name}`, { headers: PLATFORM_TEAM, data: { version } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a missing remote shows an error card in its area, the rest keeps working, and Retry recovers it', async ({ page }) => {
  const request = page.request;
  const releasedVersion = await pinnedVersion(request, 'mfe_sets');
  await pin(request, 'mfe_sets', MISSING_VERSION);
  try {
    await page.goto('/set-builder');
    const errorCard = page.getByTestId('remote-error');
    await expect(errorCard).toBeVisible({ timeout: 10_000 });
    await expect(errorCard.getByText('Set Builder is unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Set Builder' })).toHaveCount(0);

    // Sidebar, top bar and the other modules keep working.
    await expect(page.getByText(/^Project: /)).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Character Builder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Character Builder' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Set Builder' }).click();
    await expect(errorCard).toBeVisible({ timeout: 10_000 });

    await pin(request, 'mfe_sets', releasedVersion);
    await errorCard.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set Builder' })).toBeVisible();
    await expect(errorCard).toHaveCount(0);
  } finally {
    await pin(request, 'mfe_sets', releasedVersion);
  }
});

import { expect, test } from '@playwright/test';
import { waitForProjectJobsToSettle } from './support/jobs';
import { seededProjectId } from './support/seed';

/** Every module route and the title of the screen its remote serves. */
const MODULE_SCREENS = [
  { path: '/character-builder', title: 'Character Builder' },
  { path: '/set-builder', title: 'Set Builder' },
  { path: '/music-composer', title: 'Music Composer' },
  { path: '/voiceover', title: 'Voiceover Generator' },
  { path: '/scene-rendering', title: 'Scene Rendering' },
  { path: '/script-importer', title: 'Script Importer' },
  { path: '/director-console', title: 'Director Console' },
  { path: '/import', title: 'Import Project' },
  { path: '/settings', title: 'Settings' },
  { path: '/pirate-template', title: 'Pirate Template' },
];

test('a user opens every module from its route and sees its screen', async ({ page }) => {
  for (const { path, title } of MODULE_SCREENS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('remote-error')).toHaveCount(0);
    });
  }
});

test('a user moves between modules through the sidebar without reloading', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  for (const { path, title } of MODULE_SCREENS.slice(0, 7)) {
    await sidebar.getByRole('link', { name: title.replace(' Generator', ''), exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Scene Overview' })).toBeVisible();
});

test('the Render Project button opens Scene Rendering', async ({ page }) => {
  // It queues real renders of the seeded project's ready scenes: they finish before the next journey.
  test.setTimeout(300_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Render Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scene Rendering' })).toBeVisible();
  await waitForProjectJobsToSettle(page.request, await seededProjectId(page.request));
});

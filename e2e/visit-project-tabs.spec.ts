import { expect, test } from '@playwright/test';
import { SEEDED_PROJECT } from './support/seed';

test("a user walks through the seeded project's tabs, deep links included", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: SEEDED_PROJECT.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_PROJECT.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Scene Map' })).toHaveAttribute('aria-selected', 'true');
  // The scene map (the panel also holds the director's tools, which name the scenes too).
  const sceneMap = page.getByRole('tabpanel').getByRole('table', { name: 'Scene Map' });
  for (const scene of SEEDED_PROJECT.scenes) await expect(sceneMap.getByText(scene, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Director' }).getByText(SEEDED_PROJECT.scenes[0], { exact: true })).toBeVisible();
  const projectPath = new URL(page.url()).pathname;

  const tabs = [
    { name: 'Characters', segment: 'characters', shows: SEEDED_PROJECT.characters[0] },
    { name: 'Sets', segment: 'sets', shows: SEEDED_PROJECT.sets[0] },
    { name: 'Music', segment: 'music', shows: SEEDED_PROJECT.music[0] },
    { name: 'Voice Lines', segment: 'voice-lines', shows: SEEDED_PROJECT.firstSceneLines[0] },
  ];
  for (const tab of tabs) {
    await test.step(tab.name, async () => {
      await page.getByRole('tab', { name: tab.name }).click();
      await expect(page).toHaveURL(`${projectPath}/${tab.segment}`);
      await expect(page.getByRole('tabpanel').getByText(tab.shows).first()).toBeVisible();
      await expect(page.getByTestId('remote-error')).toHaveCount(0);
    });
  }

  // A reload on a deep link lands on the same tab.
  await page.goto(`${projectPath}/music`);
  await expect(page.getByRole('tab', { name: 'Music' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText(SEEDED_PROJECT.music[0]).first()).toBeVisible();
});

test('on a small screen the project tabs become a select', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: SEEDED_PROJECT.name }).click();
  await expect(page.getByRole('tab')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Sets' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/sets$/);
  await expect(page.getByRole('tabpanel').getByText(SEEDED_PROJECT.sets[0]).first()).toBeVisible();
});

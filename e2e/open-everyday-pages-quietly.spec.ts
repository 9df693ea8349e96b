import { type Page, expect, test } from '@playwright/test';
import { SEEDED_PROJECT } from './support/seed';

/** Everything the page logs as an error (a failed request shows as 'Failed to load resource: … 404'), and uncaught errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The Film panel once it knows whether the project has a film: no film yet, or the film's download. */
const filmAnswered = (page: Page) =>
  page
    .getByRole('region', { name: 'Film' })
    .getByText('No film yet: render one to join every ready scene.')
    .or(page.getByRole('region', { name: 'Film' }).getByRole('link', { name: 'Download film' }));

/**
 * The pages a studio user opens every day log no errors in the browser's console: a project
 * without a film is an answer, not a failed request.
 */
test('a user opens the everyday pages and the console stays clean', async ({ page }) => {
  const errors = consoleErrors(page);

  await test.step('the dashboard', async () => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Scene Map' }).getByText(SEEDED_PROJECT.scenes[0], { exact: true })).toBeVisible();
  });

  await test.step('the project page with its director and film', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: SEEDED_PROJECT.name, exact: true }).click();
    await expect(page.getByRole('table', { name: 'Scene Map' }).getByText(SEEDED_PROJECT.scenes[0], { exact: true })).toBeVisible();
    await expect(filmAnswered(page)).toBeVisible();
  });

  await test.step('the Director Console', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Director Console', exact: true }).click();
    await expect(filmAnswered(page)).toBeVisible();
  });

  expect(errors).toEqual([]);
});

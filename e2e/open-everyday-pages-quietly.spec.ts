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

/**
 * A visitor without a session sees the gate and nothing else is asked for: the projects, the
 * services' status and the dashboard's data need a session, so asking would only log 401s.
 */
test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a visitor opens the gate and the console stays clean', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    await expect(page.getByLabel('Access Password')).toBeVisible();
    // Give any late request of the first screen time to come back.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

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

import { expect, test } from '@playwright/test';

test('a user creates a project from New Project... and lands on its page', async ({ page }) => {
  const name = `Space Opera ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Project...' }).click();
  await expect(page).toHaveURL('/new-project');

  await page.getByRole('textbox', { name: 'Project Name' }).fill('S');
  await page.getByRole('textbox', { name: 'Description' }).fill('Short');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project name must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('A crew of explorers crosses the galaxy.');
  await page.getByRole('button', { name: 'Create Project' }).click();

  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Project: ${name}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })).toBeVisible();

  // It stays the current project across a reload.
  await page.goto('/');
  await expect(page.getByText(`Project: ${name}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scene Overview' }).getByText(name)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { waitForProjectJobsToSettle } from './support/jobs';
import { openFromSidebar } from './support/navigation';

test('a user creates a pirate project with the wizard and renders its Opening Scene', async ({ page }) => {
  test.setTimeout(240_000);
  const projectName = `Black Flag ${Date.now()}`;
  await page.goto('/');
  await openFromSidebar(page, 'Pirate Template');

  await test.step('the wizard starts with two crew members and two locations, and checks the form', async () => {
    await page.getByRole('tab', { name: 'Characters' }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.getByRole('tab', { name: 'Locations' }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.getByRole('tab', { name: 'Project Basics' }).click();
    await page.getByRole('textbox', { name: 'Project Name' }).fill('B');
    await page.getByRole('textbox', { name: 'Description' }).fill('Short');
    await page.getByRole('button', { name: 'Create Pirate Project' }).click();
    await expect(page.getByText('Project name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Description must be at least 10 characters.')).toBeVisible();
  });

  await test.step('Create Pirate Project makes the whole project and loads its page', async () => {
    await page.getByRole('textbox', { name: 'Project Name' }).fill(projectName);
    await page.getByRole('textbox', { name: 'Description' }).fill('Pirates hunt a cursed treasure under a stormy sky.');
    await page.getByRole('button', { name: 'Create Pirate Project' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  });
  const projectId = Number(new URL(page.url()).pathname.split('/').pop());

  await test.step('once its media is made, the Opening Scene renders', async () => {
    await waitForProjectJobsToSettle(page.request, projectId);
    const director = page.getByRole('region', { name: 'Director' });
    const tools = director.getByLabel('Director tools for Opening Scene');
    await tools.getByRole('button', { name: 'Validate Scene' }).click();
    await expect(tools.getByText('Ready to Render')).toBeVisible();
    await tools.getByRole('button', { name: 'Render Scene' }).click();
    await expect(tools.locator('video[aria-label="Rendered Opening Scene"]')).toBeVisible({ timeout: 150_000 });
  });

  await page.request.delete(`/api/projects/${projectId}`);
});

test('when the connection drops while the pirate project is sent, the wizard says so and no project is left', async ({ page }) => {
  const projectName = `Lost at Sea ${Date.now()}`;
  await page.goto('/pirate-template');
  await page.getByRole('textbox', { name: 'Project Name' }).fill(projectName);
  await page.getByRole('textbox', { name: 'Description' }).fill('A crew that never reaches the harbour.');
  // The network fails under the one request the wizard makes.
  await page.route('**/api/projects/blueprint', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Create Pirate Project' }).click();
  await expect(page.getByText('Shiver me timbers! Failed to create pirate project')).toBeVisible();
  await expect(page).toHaveURL(/\/pirate-template$/);
  const projects = (await (await page.request.get('/api/projects')).json()) as { name: string }[];
  expect(projects.some((project) => project.name === projectName)).toBe(false);
});

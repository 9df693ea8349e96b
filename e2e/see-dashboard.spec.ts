import { expect, test } from '@playwright/test';
import { SEEDED_PROJECT, seededProjectId } from './support/seed';

test('the dashboard shows the seeded project', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(`Project: ${SEEDED_PROJECT.name}`)).toBeVisible();

  const overview = page.getByRole('region', { name: 'Scene Overview' });
  await expect(overview.getByText(SEEDED_PROJECT.name)).toBeVisible();
  for (const character of SEEDED_PROJECT.characters) await expect(overview.getByText(character)).toBeVisible();
  await expect(overview.getByText('In Progress')).toBeVisible();

  const sceneMap = page.getByRole('region', { name: 'Scene Map' });
  for (const scene of SEEDED_PROJECT.scenes) await expect(sceneMap.getByText(scene, { exact: true })).toBeVisible();

  const modules = page.getByRole('region', { name: 'Available Modules' });
  await expect(modules.getByRole('article')).toHaveCount(5);
  // The seed queues the demo's models, music and voices at the first start; they are done by now.
  await expect(modules.getByText('Characters: 4/4 complete')).toBeVisible();
  await expect(modules.getByText('Sets: 3/3 complete')).toBeVisible();
  await expect(modules.getByText('Music: 3/3 tracks')).toBeVisible();
  await expect(modules.getByText('Voice lines: 8/8 complete')).toBeVisible();
  await expect(modules.getByText(/^Scenes: \d+\/3 rendered$/)).toBeVisible();

  const services = page.getByRole('region', { name: 'AI Services Status' });
  await expect(services.getByRole('article')).toHaveCount(3);
  await expect(services.getByText('Ahoy, Captain! Your AI treasure chest is ready!')).toBeVisible();

  const voiceLines = page.getByRole('region', { name: 'Voice Lines' });
  for (const line of SEEDED_PROJECT.firstSceneLines) await expect(voiceLines.getByText(line)).toBeVisible();
});

test('the tab shows the studio icon', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

test('a project that does not exist shows the 404 page', async ({ page }) => {
  await page.goto('/projects/987654');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/statusCode/)).toHaveCount(0);
});

test('deleting a voice line on the dashboard removes it from the scene list', async ({ page }) => {
  const request = page.request;
  // A line of its own, so the seeded data stays as the other journeys expect it.
  const projectId = await seededProjectId(request);
  const scenes = (await (await request.get(`/api/projects/${projectId}/scenes`)).json()) as { id: number }[];
  const characters = (await (await request.get(`/api/projects/${projectId}/characters`)).json()) as { id: number }[];
  const created = await request.post('/api/voicelines', {
    data: { characterId: characters[0].id, sceneId: scenes[0].id, text: 'A line written to be deleted.' },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/');
  const voiceLines = page.getByRole('region', { name: 'Voice Lines' });
  const row = voiceLines.getByRole('row').filter({ hasText: 'A line written to be deleted.' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete voice line?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(voiceLines.getByText(SEEDED_PROJECT.firstSceneLines[0])).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openFromSidebar } from './support/navigation';
import { SEEDED_PROJECT, seededProjectId } from './support/seed';

interface Overview {
  project: { name: string };
  characters: { name: string }[];
  sets: { name: string }[];
  music: { name: string }[];
  voiceLines: { text: string }[];
  scenes: { name: string; characters: { name: string }[] }[];
}

test('a user downloads the manifest template, imports it and opens the new project', async ({ page }) => {
  await page.goto('/');
  await openFromSidebar(page, 'Import Project');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
  const template = await readFile((await download.path())!);
  expect(JSON.parse(template.toString('utf8'))).toMatchObject({ name: 'My Film Project' });

  await page.getByLabel('Project manifest (JSON, max 5MB)').setInputFiles({ name: 'project-manifest.json', mimeType: 'application/json', buffer: template });
  await page.getByRole('button', { name: 'Import Project' }).click();

  await expect(page.getByRole('tab', { name: 'Import Result', selected: true })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Import outcome' })).toContainText("Project 'My Film Project' imported");
  const counts = page.getByRole('table', { name: 'Imported counts' });
  await expect(counts.getByRole('row', { name: 'Characters 2' })).toBeVisible();
  await expect(counts.getByRole('row', { name: 'Scenes 1' })).toBeVisible();
  const projectId = Number((await page.getByText(/^Project ID: \d+$/).textContent())!.replace('Project ID: ', ''));

  await page.getByRole('button', { name: 'View Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My Film Project' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Director' }).getByText('Opening Scene', { exact: true })).toBeVisible();

  await page.request.delete(`/api/projects/${projectId}`);
});

test('a user exports the demo project and imports the bundle back as an equal project', async ({ page }) => {
  const demoId = await seededProjectId(page.request);
  const exported = await page.request.get(`/api/projects/${demoId}/export`);
  expect(exported.ok()).toBe(true);
  expect(exported.headers()['content-type']).toContain('application/zip');

  await page.goto('/import');
  await page.getByLabel('Project manifest (JSON, max 5MB)').setInputFiles({ name: 'pirate-adventure.zip', mimeType: 'application/zip', buffer: await exported.body() });
  await page.getByRole('button', { name: 'Import Project' }).click();
  await expect(page.getByRole('alert', { name: 'Import outcome' })).toContainText(`Project '${SEEDED_PROJECT.name}' imported`);
  const projectId = Number((await page.getByText(/^Project ID: \d+$/).textContent())!.replace('Project ID: ', ''));

  const overview = async (id: number) => (await (await page.request.get(`/api/projects/${id}/overview`)).json()) as Overview;
  const shape = (o: Overview) => ({
    characters: o.characters.map((c) => c.name),
    sets: o.sets.map((s) => s.name),
    music: o.music.map((m) => m.name),
    lines: o.voiceLines.map((l) => l.text).sort(),
    scenes: o.scenes.map((s) => [s.name, s.characters.map((c) => c.name).sort()]),
  });
  expect(shape(await overview(projectId))).toEqual(shape(await overview(demoId)));

  await page.request.delete(`/api/projects/${projectId}`);
});

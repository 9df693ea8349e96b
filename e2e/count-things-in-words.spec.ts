import { expect, test } from '@playwright/test';

/** A count of one is said in the singular: '1 Music Track', not '1 Music Tracks' (Intl.PluralRules). */
test('a user sees one music track counted as one, not as "1 music tracks"', async ({ page }) => {
  const { request } = page;
  const project = await request.post('/api/projects', { data: { name: `Lone Tune ${Date.now()}`, description: 'A project with a single track.' } });
  expect(project.ok(), await project.text()).toBe(true);
  const { id: projectId } = (await project.json()) as { id: number };
  const track = await request.post('/api/music', { data: { name: 'Only Song', style: 'jazz', projectId } });
  expect(track.ok(), await track.text()).toBe(true);

  await test.step("Scene Rendering's summary counts the one track in the singular and the empty kinds in the plural", async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scene Rendering', exact: true }).click();
    const oneTrack = page.getByLabel('Music Track: 1', { exact: true });
    await expect(oneTrack).toBeVisible();
    await expect(oneTrack.getByText('Music Track', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Characters: 0', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Music Tracks: 1', { exact: true })).toHaveCount(0);
  });

  await request.delete(`/api/projects/${projectId}`);
});

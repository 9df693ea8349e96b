import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { waitForProjectJobsToSettle } from './support/jobs';
import { openFromSidebar } from './support/navigation';

const SCREENPLAY = `Title: Lighthouse Keepers

EXT. LIGHTHOUSE - NIGHT

Rain lashes the rocks. MARA (60s), stubborn and kind, climbs the stairs with a lantern.

MARA
The lamp is out again.

TOBIAS (O.S.)
Then we light it by hand.

INT. KEEPER'S KITCHEN - DAY

TOBIAS pours tea for two.

TOBIAS
Ships passed safe last night.

MARA
Because we stayed up.
`;

test('a user pastes a screenplay, analyses it into a new project, generates its assets, renders the first scene with the director tools, plays it and downloads its archive', async ({ page }) => {
  // Generation, a render and an archive: minutes on two cores, not the default minute.
  test.setTimeout(300_000);
  const projectName = `Lighthouse ${Date.now()}`;
  await page.goto('/');
  await openFromSidebar(page, 'Script Importer');

  await test.step('the analysis shows characters, scenes, dialogue and the director memory', async () => {
    await page.getByRole('combobox', { name: 'Project' }).fill(projectName);
    await page.getByRole('textbox', { name: 'Or paste your script' }).fill(SCREENPLAY);
    await page.getByRole('button', { name: 'Analyze Script' }).click();

    await expect(page.getByRole('tab', { name: 'Characters', selected: true })).toBeVisible();
    const characters = page.getByRole('list', { name: 'Characters' });
    await expect(characters.getByText('MARA', { exact: true })).toBeVisible();
    await expect(characters.getByText('TOBIAS', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Scenes' }).click();
    await expect(page.getByRole('article', { name: 'EXT. LIGHTHOUSE - NIGHT' })).toBeVisible();
    await expect(page.getByRole('article', { name: "INT. KEEPER'S KITCHEN - DAY" })).toBeVisible();
    await page.getByRole('tab', { name: 'Dialogue' }).click();
    await expect(page.getByRole('list', { name: 'Dialogue' }).getByText(/Then we light it by hand/)).toBeVisible();
    await page.getByRole('tab', { name: 'Director' }).click();
    await expect(page.getByText(/^Lighthouse Keepers: recurring images/)).toBeVisible();
  });

  await test.step('Generate All Assets shows its steps, then every asset it made and the project to open', async () => {
    await page.getByRole('button', { name: 'Generate All Assets' }).click();
    await expect(page.getByRole('button', { name: 'Open Project' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Generation steps' }).getByRole('listitem').first()).toBeVisible();
    const made = page.getByRole('list', { name: 'Generated assets' });
    for (const asset of ['character MARA', 'character TOBIAS', 'set LIGHTHOUSE', "set KEEPER'S KITCHEN", 'score Night Theme', 'score Day Theme', 'scene EXT. LIGHTHOUSE - NIGHT']) {
      await expect(made.getByText(asset, { exact: true })).toBeVisible();
    }
  });

  const projects = (await (await page.request.get('/api/projects')).json()) as { id: number; name: string }[];
  const project = projects.find((candidate) => candidate.name === projectName);
  expect(project).toBeDefined();

  await test.step("once the voices and music are made, the first scene's check says Ready to Render", async () => {
    await waitForProjectJobsToSettle(page.request, project!.id);
    await page.getByRole('tab', { name: 'Scenes' }).click();
    const first = page.getByRole('article', { name: 'EXT. LIGHTHOUSE - NIGHT' });
    await first.getByRole('button', { name: 'Validate Scene' }).click();
    await expect(first.getByText('Ready to Render')).toBeVisible();
    // Nothing is missing, so there is nothing to generate.
    await expect(first.getByRole('button', { name: 'Generate Missing Assets' })).toBeDisabled();
  });

  await test.step('the director tools render the scene, and its video plays in the page', async () => {
    const first = page.getByRole('article', { name: 'EXT. LIGHTHOUSE - NIGHT' });
    await first.getByRole('button', { name: 'Render Scene' }).click();
    const video = first.locator('video[aria-label="Rendered EXT. LIGHTHOUSE - NIGHT"]');
    await expect(video).toBeVisible({ timeout: 120_000 });
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { time: element.currentTime, duration: element.duration, width: element.videoWidth };
    });
    expect(played.time).toBeGreaterThan(0);
    expect(played.duration).toBeGreaterThan(1);
    expect(played.width).toBeGreaterThan(0);
  });

  await test.step('the director tools archive the scene, and the zip downloads with its manifest', async () => {
    const first = page.getByRole('article', { name: 'EXT. LIGHTHOUSE - NIGHT' });
    await first.getByRole('button', { name: 'Archive Scene' }).click();
    const link = first.getByRole('link', { name: 'Download archive' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // The zip's central directory names every file: the manifest, the video and a voice.
    const names = bytes.toString('latin1');
    for (const name of ['manifest.json', 'renders/ext-lighthouse-night.mp4', 'voice/mara-']) expect(names).toContain(name);
  });

  await test.step('the Scene Rendering screen of the new project shows the first scene rendered and the second ready to render', async () => {
    await page.getByRole('button', { name: 'Open Project' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project!.id}$`));
    await openFromSidebar(page, 'Scene Rendering');
    const first = page.getByRole('article', { name: 'EXT. LIGHTHOUSE - NIGHT', exact: true }).first();
    await expect(first.getByText('Rendered', { exact: true })).toBeVisible();
    const second = page.getByRole('article', { name: "INT. KEEPER'S KITCHEN - DAY", exact: true }).first();
    await expect(second.getByText('Ready to Render')).toBeVisible();
  });

  await page.request.delete(`/api/projects/${project!.id}`);
});

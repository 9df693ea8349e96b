import { type Locator, type Page, expect, test } from '@playwright/test';
import { waitForProjectJobsToSettle } from './support/jobs';
import { openFromSidebar } from './support/navigation';

const SCREENPLAY = `Title: Lamp Quarrel

INT. LIGHTHOUSE - NIGHT

MARA
(furious)
Who let the lamp go out?

She waves.

MARA
Over here!

TOM
Coming.
`;

/** A line's direction fields on the storyboard, in the first panel that shows it. */
const lineFields = (page: Page, text: RegExp) => page.getByRole('group', { name: text }).first();
/** The panel (a shot) that shows the line. */
const panelOf = (page: Page, text: RegExp) => page.getByRole('region', { name: /^Shot \d+$/ }).filter({ has: page.getByRole('group', { name: text }) }).first();
const chosen = (select: Locator) => select.locator('option:checked');

test('a director analyses a screenplay, reads its emotions and actions on the storyboard, changes a shot to a close-up, renders the scene and plays it', async ({ page }) => {
  // Generation of voices and music, a software-GL drawing of every shot, then a render: minutes on two cores.
  test.setTimeout(480_000);
  const projectName = `Lamp Quarrel ${Date.now()}`;
  await page.goto('/');
  await openFromSidebar(page, 'Script Importer');

  await test.step('the screenplay is analysed and its assets generated', async () => {
    await page.getByRole('combobox', { name: 'Project' }).fill(projectName);
    await page.getByRole('textbox', { name: 'Or paste your script' }).fill(SCREENPLAY);
    await page.getByRole('button', { name: 'Analyze Script' }).click();
    await expect(page.getByRole('tab', { name: 'Characters', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Generate All Assets' }).click();
    await expect(page.getByRole('button', { name: 'Open Project' })).toBeVisible({ timeout: 30_000 });
  });

  const projects = (await (await page.request.get('/api/projects')).json()) as { id: number; name: string }[];
  const project = projects.find((candidate) => candidate.name === projectName);
  expect(project).toBeDefined();
  await waitForProjectJobsToSettle(page.request, project!.id);

  await test.step("the project page's Scene Map opens the scene's storyboard", async () => {
    await page.getByRole('button', { name: 'Open Project' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project!.id}$`));
    await page.getByRole('link', { name: 'Storyboard of INT. LIGHTHOUSE - NIGHT' }).click();
    await expect(page.getByRole('heading', { name: 'Storyboard: INT. LIGHTHOUSE - NIGHT' })).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the furious line is angry and the line after "She waves." waves', async () => {
    const furious = lineFields(page, /Who let the lamp go out\?/);
    await expect(chosen(furious.getByRole('combobox', { name: 'Emotion' }))).toHaveText(/angry/i, { timeout: 60_000 });
    const waving = lineFields(page, /Over here!/);
    await expect(chosen(waving.getByRole('combobox', { name: 'Action' }))).toHaveText(/wave/i);
  });

  await test.step("a shot changed to a close-up is saved and its panel's thumbnail is drawn again", async () => {
    const panel = panelOf(page, /Over here!/);
    const thumbnail = panel.getByRole('img', { name: /^Shot \d+:/ });
    await expect(thumbnail).toBeVisible({ timeout: 120_000 });
    const before = await thumbnail.getAttribute('src');

    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/voicelines\/\d+$/.test(response.url()));
    await lineFields(page, /Over here!/).getByRole('combobox', { name: 'Shot', exact: true }).selectOption({ label: 'Close-up' });
    expect((await saved).ok()).toBe(true);

    const reshot = panelOf(page, /Over here!/);
    await expect(reshot.getByRole('heading', { name: /^Shot \d+: Close-up$/ })).toBeVisible({ timeout: 60_000 });
    const after = reshot.getByRole('img', { name: /^Shot \d+: Close-up$/ });
    await expect(after).toBeVisible({ timeout: 120_000 });
    expect(await after.getAttribute('src')).not.toBe(before);
    await expect(chosen(lineFields(page, /Over here!/).getByRole('combobox', { name: 'Shot', exact: true }))).toHaveText('Close-up');
  });

  await test.step('after a reload the close-up is still chosen', async () => {
    await page.reload();
    await expect(chosen(lineFields(page, /Over here!/).getByRole('combobox', { name: 'Shot', exact: true }))).toHaveText('Close-up', { timeout: 30_000 });
  });

  await test.step("Scene Rendering links the scene's card to its storyboard, renders the directed scene and plays it", async () => {
    await page.getByRole('link', { name: 'Back to Scene Rendering' }).click();
    const card = page.getByRole('region', { name: 'Scenes to Render' }).getByRole('article', { name: 'INT. LIGHTHOUSE - NIGHT', exact: true });
    await expect(card.getByRole('link', { name: 'Storyboard' })).toHaveAttribute('href', /^\/scenes\/\d+\/storyboard$/);
    await card.getByRole('button', { name: 'Render Scene' }).click();
    await expect(card.getByRole('button', { name: 'Already Rendered' })).toBeDisabled({ timeout: 180_000 });

    await page.getByRole('tab', { name: 'Rendered Outputs' }).click();
    const output = page.getByRole('region', { name: 'Rendered Outputs' }).getByRole('article', { name: 'INT. LIGHTHOUSE - NIGHT', exact: true });
    const video = output.getByLabel('Video of INT. LIGHTHOUSE - NIGHT');
    await output.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error?.message ?? null)).toBeNull();
  });

  await page.request.delete(`/api/projects/${project!.id}`);
});

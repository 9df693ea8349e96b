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

/** A picture (an <img> or a <video>'s current frame) as 32x18 grey levels, to compare what two pictures show. */
const greyLevels = (picture: Locator) =>
  picture.evaluate((element: HTMLImageElement | HTMLVideoElement) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 32, height: 18 });
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0, 32, 18);
    const { data } = context.getImageData(0, 0, 32, 18);
    return Array.from({ length: 32 * 18 }, (_, index) => (data[index * 4] + data[index * 4 + 1] + data[index * 4 + 2]) / 3);
  });
const difference = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + Math.abs(value - b[index]), 0) / a.length;

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

  // What the close-up's panel and the opening shot's panel show, to find the close-up in the video.
  let closeUp: number[] = [];
  let opening: number[] = [];
  await test.step('after a reload the close-up is still chosen', async () => {
    await page.reload();
    await expect(chosen(lineFields(page, /Over here!/).getByRole('combobox', { name: 'Shot', exact: true }))).toHaveText('Close-up', { timeout: 30_000 });
    const closeUpPicture = panelOf(page, /Over here!/).getByRole('img', { name: /^Shot \d+: Close-up$/ });
    await expect(closeUpPicture).toBeVisible({ timeout: 120_000 });
    closeUp = await greyLevels(closeUpPicture);
    const openingPicture = page.getByRole('region', { name: 'Shot 1', exact: true }).getByRole('img');
    await expect(openingPicture).toBeVisible({ timeout: 120_000 });
    opening = await greyLevels(openingPicture);
  });

  await test.step("Scene Rendering links the scene's card to its storyboard, renders the directed scene and plays it", async () => {
    await page.getByRole('link', { name: 'Back to Scene Rendering' }).click();
    const card = page.getByRole('region', { name: 'Scenes to Render' }).getByRole('article', { name: 'INT. LIGHTHOUSE - NIGHT', exact: true });
    await expect(card.getByRole('link', { name: 'Storyboard' })).toHaveAttribute('href', /^\/scenes\/\d+\/storyboard$/);
    const sceneId = Number(/\/scenes\/(\d+)\//.exec((await card.getByRole('link', { name: 'Storyboard' }).getAttribute('href')) ?? '')?.[1]);
    await card.getByRole('button', { name: 'Render Scene' }).click();
    await expect(card.getByRole('button', { name: 'Already Rendered' })).toBeDisabled({ timeout: 180_000 });

    await page.getByRole('tab', { name: 'Rendered Outputs' }).click();
    const output = page.getByRole('region', { name: 'Rendered Outputs' }).getByRole('article', { name: 'INT. LIGHTHOUSE - NIGHT', exact: true });
    const video = output.getByLabel('Video of INT. LIGHTHOUSE - NIGHT');
    await output.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error?.message ?? null)).toBeNull();

    // The video, at the middle of the close-up, shows what the close-up's panel shows.
    const lines = (await (await page.request.get(`/api/scenes/${sceneId}/voicelines`)).json()) as { id: number; text: string }[];
    const lineId = lines.find((line) => line.text.includes('Over here!'))!.id;
    const timeline = (await (await page.request.get(`/api/scenes/${sceneId}/timeline`)).json()) as { shots: { kind: string; start: number; end: number; lineIds: number[] }[] };
    const shot = timeline.shots.find((candidate) => candidate.lineIds.includes(lineId) && candidate.kind === 'close')!;
    expect(shot).toBeDefined();
    await video.evaluate(async (element: HTMLVideoElement, at: number) => {
      element.pause();
      element.currentTime = at;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    }, (shot.start + shot.end) / 2);
    const frame = await greyLevels(video);
    expect(difference(frame, closeUp)).toBeLessThan(difference(frame, opening));
  });

  await page.request.delete(`/api/projects/${project!.id}`);
});

import { type Page, expect, test } from '@playwright/test';
import { SEEDED_PROJECT, seededProjectId } from './support/seed';

test.use({ viewport: { width: 360, height: 740 } });

/** The visible buttons whose label wraps inside them: taller than one line of text with its padding. */
const wrappedButtons = (page: Page) =>
  page.getByRole('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        // A button with no words (a model picture, an icon) has no label to wrap.
        if (box.width === 0 || box.height === 0 || !button.textContent?.trim()) return false;
        const lineHeight = parseFloat(getComputedStyle(button).lineHeight) || 24;
        return box.height > lineHeight * 1.5 + 16;
      })
      .map((button) => button.textContent),
  );

/** True when the page itself is no wider than the window (only tables scroll sideways, inside their box). */
const pageFitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The tables whose content is wider than their box, where the box does not scroll sideways (their names). */
const tablesThatDoNotScroll = (page: Page) =>
  page.getByRole('table').evaluateAll((tables) =>
    tables
      .filter((table) => {
        const box = table.parentElement!;
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
        return table.getBoundingClientRect().width > box.clientWidth + 1 && !scrolls;
      })
      .map((table) => table.getAttribute('aria-label') ?? table.textContent?.slice(0, 40)),
  );

/** The innermost elements that reach past the window's right edge (what makes a page too wide). */
const overflowingElements = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      // Inside a box that clips or scrolls (tabs, tables), reaching past the edge is fine.
      .filter((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return false;
        }
        return true;
      })
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${element.textContent?.trim().slice(0, 30)}"`),
  );

/** Every screen of the route table, as a user reaches it. */
const screens = (projectId: number) => [
  '/',
  '/import',
  '/character-builder',
  '/set-builder',
  '/music-composer',
  '/voiceover',
  '/scene-rendering',
  '/settings',
  '/pirate-template',
  '/script-importer',
  '/director-console',
  '/new-project',
  '/platform',
  `/projects/${projectId}`,
  `/projects/${projectId}/characters`,
  `/projects/${projectId}/sets`,
  `/projects/${projectId}/music`,
  `/projects/${projectId}/voice-lines`,
  '/no-such-page',
];

test('every screen works on a 360 px wide screen', async ({ page }) => {
  test.setTimeout(180_000);
  const projectId = await seededProjectId(page.request);
  const problems: string[] = [];
  for (const path of screens(projectId)) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    // Wait until the screen's data has arrived: no skeleton or spinner left (a card's 3D picture
    // is drawn only once the card is on screen, so its placeholder may stay).
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.MuiSkeleton-root:not([data-testid="model-viewer-skeleton"]), [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
    const wrapped = await wrappedButtons(page);
    if (wrapped.length > 0) problems.push(`${path}: buttons wrap: ${wrapped.join(' | ')}`);
    if (!(await pageFitsTheWindow(page))) problems.push(`${path}: the page is wider than the window: ${(await overflowingElements(page)).join(' | ')}`);
    const tables = await tablesThatDoNotScroll(page);
    if (tables.length > 0) problems.push(`${path}: tables do not scroll: ${tables.join(' | ')}`);
  }
  expect(problems).toEqual([]);
});

/** Every screen is usable from 360 px wide: buttons keep their label on one line, tables scroll sideways. */
test('a user works on a 360 px wide screen', async ({ page }) => {
  await test.step("Scene Rendering keeps 'Render All Scenes' on one line", async () => {
    await page.goto('/scene-rendering');
    const renderAll = page.getByRole('button', { name: 'Render All Scenes' });
    await expect(renderAll).toBeVisible();
    expect(await wrappedButtons(page)).toEqual([]);
    expect(await pageFitsTheWindow(page)).toBe(true);
  });

  await test.step("the project's Scene Map scrolls sideways instead of wrapping its cells word by word", async () => {
    await page.goto(`/projects/${await seededProjectId(page.request)}`);
    const sceneMap = page.getByRole('table', { name: 'Scene Map' });
    const firstScene = sceneMap.getByRole('cell', { name: new RegExp(SEEDED_PROJECT.scenes[0]) }).getByText(SEEDED_PROJECT.scenes[0], { exact: true });
    await expect(firstScene).toBeVisible();
    // 'Setting Sail' on one line: one line of text high.
    const { height, lineHeight } = await firstScene.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);
    const scrolls = await sceneMap.evaluate((table) => {
      const box = table.parentElement!;
      return box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto';
    });
    expect(scrolls).toBe(true);
    expect(await wrappedButtons(page)).toEqual([]);
    expect(await pageFitsTheWindow(page)).toBe(true);
  });
});

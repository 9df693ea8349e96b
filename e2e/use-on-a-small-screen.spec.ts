import { type Page, expect, test } from '@playwright/test';
import { SEEDED_PROJECT, seededProjectId } from './support/seed';

test.use({ viewport: { width: 360, height: 740 } });

/** The visible buttons whose label wraps inside them: taller than one line of text with its padding. */
const wrappedButtons = (page: Page) =>
  page.getByRole('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const lineHeight = parseFloat(getComputedStyle(button).lineHeight) || 24;
        return box.height > lineHeight * 1.5 + 16;
      })
      .map((button) => button.textContent),
  );

/** True when the page itself is no wider than the window (only tables scroll sideways, inside their box). */
const pageFitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

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

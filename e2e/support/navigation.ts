import { type Page, expect } from '@playwright/test';

const NO_RELOAD_MARK = '__studioNoReloadMark';

/**
 * Marks the current document; `expectNoReload` later proves the page was never reloaded in between,
 * so whatever it shows came from the app refreshing its own data.
 */
export async function markDocument(page: Page) {
  await page.evaluate((mark) => Reflect.set(window, mark, true), NO_RELOAD_MARK);
}

export async function expectNoReload(page: Page) {
  expect(await page.evaluate((mark) => Reflect.get(window, mark) === true, NO_RELOAD_MARK)).toBe(true);
}

/** Follows a sidebar link the way a user does (client-side navigation). */
export async function openFromSidebar(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

import type { Locator, Page } from '@playwright/test';

/**
 * Opens the combobox `name` in `scope` (a form, a dialog) and picks each option in turn; a
 * multiple choice list (more than one option) is closed with Escape afterwards.
 */
export async function chooseOptions(page: Page, scope: Locator, name: string, ...options: string[]) {
  await scope.getByRole('combobox', { name }).click();
  for (const option of options) await page.getByRole('option', { name: option }).click();
  if (options.length > 1) await page.keyboard.press('Escape');
}

/** Where a card's audio is: its duration once loaded (NaN before) and how far it has played. */
export const playback = (card: Locator) =>
  card.locator('audio').evaluate((audio: HTMLAudioElement) => ({ duration: audio.duration, currentTime: audio.currentTime }));

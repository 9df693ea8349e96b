import { expect, test } from '@playwright/test';
import { BUILDER_FORMS, gotoBuilderForm } from './support/builder-steps';
import { playback } from './support/form-steps';
import { expectNoReload } from './support/navigation';

test('a user creates a track without a file, the studio composes it, and it plays', async ({ page }) => {
  const form = await gotoBuilderForm(page, BUILDER_FORMS.music);
  await form.getByRole('textbox', { name: 'Track Name' }).fill('Galley Waltz');
  await form.getByRole('combobox', { name: 'Music Style' }).click();
  await page.getByRole('option', { name: 'Classical' }).click();
  await form.getByRole('button', { name: 'Create Track' }).click();
  await expect(page.getByText('Galley Waltz has been added to the project.')).toBeVisible();

  const card = page.getByRole('article', { name: 'Galley Waltz', exact: true });
  await test.step('the composition job finishes in front of the user, without a reload', async () => {
    await expect(card.getByText('Style: Classical')).toBeVisible();
    await expect(card.getByText('Status: complete')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('No Audio Available')).toHaveCount(0);
  });

  await test.step('Play plays the composed music', async () => {
    await card.getByRole('button', { name: 'Play Galley Waltz' }).click();
    await expect.poll(async () => (await playback(card)).duration).toBeGreaterThanOrEqual(29);
    await expect.poll(async () => (await playback(card)).currentTime).toBeGreaterThan(0.3);
    await expect.poll(async () => Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Pause Galley Waltz' }).click();
  });

  await test.step('the track is removed again', async () => {
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Galley Waltz?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expectNoReload(page);
  });
});

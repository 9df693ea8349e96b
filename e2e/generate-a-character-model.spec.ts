import { expect, test } from '@playwright/test';
import { BUILDER_FORMS, gotoBuilderForm } from './support/builder-steps';
import { expectNoReload } from './support/navigation';
import { distinctColours } from './support/pixels';

test('a new character gets its 3D model without a click, builds it again on Generate 3D Model and shows it in the viewer', async ({ page }) => {
  const form = await gotoBuilderForm(page, BUILDER_FORMS.characters);
  await form.getByRole('textbox', { name: 'Character Name' }).fill('Gunner Mae');
  await form.getByRole('button', { name: 'Create Character' }).click();
  const card = page.getByRole('article', { name: 'Gunner Mae', exact: true });
  // Its creation queued the build (the local engine serves).
  await expect(card.getByText('3D Model Available')).toBeVisible({ timeout: 30_000 });

  const viewer = card.getByRole('img', { name: '3D model of Gunner Mae' });
  await test.step('the card shows the model, and a click opens the large, orbitable viewer', async () => {
    // A card's picture is drawn once the card is on screen.
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => distinctColours(viewer)).toBeGreaterThan(12);
    await card.getByRole('button', { name: 'Open 3D viewer for Gunner Mae' }).click();
    const dialog = page.getByRole('dialog', { name: '3D Model: Gunner Mae' });
    const large = dialog.getByRole('img', { name: '3D model of Gunner Mae' });
    await expect(large).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => distinctColours(large)).toBeGreaterThan(12);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  // The local engine builds a character in well under a second, so the 'Generating...' state
  // is usually over before it could be seen here; the component tests cover it.
  let jobId = 0;
  await test.step('Generate 3D Model queues the job', async () => {
    const queued = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/characters\/\d+\/generate-model$/.test(response.url()));
    await card.getByRole('button', { name: 'Generate 3D Model' }).click();
    jobId = ((await (await queued).json()) as { id: number }).id;
    await expect(page.getByText("Gunner Mae's model is being built.")).toBeVisible();
  });

  await test.step('when the job completes the card shows the new model, turning in its viewer', async () => {
    await expect.poll(async () => ((await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { state: string }).state, { timeout: 30_000 }).toBe('complete');
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expect(card.getByText('3D Model Available')).toBeVisible();
    await expect(card.getByText('Status: complete')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Generate 3D Model' })).toBeEnabled();
    // Polled: the card swaps in the new model when it hears the job finished.
    await expect.poll(() => distinctColours(viewer)).toBeGreaterThan(12);
  });

  await test.step('the character is removed again', async () => {
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Gunner Mae?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expectNoReload(page);
  });
});

import { type Locator, expect, test } from '@playwright/test';
import { solidPng } from './support/generated-media';
import { expectNoReload, openFromSidebar } from './support/navigation';
import { BUILDER_FORMS, deleteAfterConfirming, openBuilderForm, renameInEditDialog } from './support/builder-steps';
import { SEEDED_PROJECT } from './support/seed';

/** The image's pixel width once the browser has fetched and decoded it (0 while it cannot). */
const loadedWidth = async (image: Locator) => {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
};

test('a user builds a character with a reference image, edits it everywhere and deletes it', async ({ page }) => {
  const { form, nameField, create } = await openBuilderForm(page, BUILDER_FORMS.characters);

  await test.step('a file that is not an image is refused under the field', async () => {
    await form.getByLabel('Reference Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(form.getByText('Reference image must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  });

  const card = page.getByRole('article', { name: 'Bosun Quill', exact: true });
  await test.step('a file typed as a PNG whose bytes are not an image is refused before the character is created', async () => {
    await nameField.fill('Bosun Quill');
    // Named and typed as a PNG: only its bytes tell it is not one.
    await form.getByLabel('Reference Image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await create.click();
    await expect(form.getByText('Reference image must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    await expect(page.getByText('Character created')).toHaveCount(0);
    await expect(card).toHaveCount(0);
  });

  await test.step('a good name with a PNG creates the character and its card shows the thumbnail', async () => {
    await nameField.fill('Bosun Quill');
    await form.getByLabel('Reference Image').setInputFiles(solidPng('quill.png', { width: 32, height: 24 }));
    await expect(form.getByText('Reference image must be a PNG, JPEG, WebP or GIF image.')).toHaveCount(0);
    await create.click();

    await expect(page.getByText('Bosun Quill has been added to the project.')).toBeVisible();
    // Its creation builds its 3D model (the local engine), with nobody clicking 'Generate 3D Model'.
    await expect(card.getByText('3D Model Available')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(/^Status: /)).toBeVisible();
    const thumbnail = card.getByRole('img', { name: 'Bosun Quill reference image' });
    await expect(thumbnail).toHaveAttribute('src', /^\/media\//);
    await expect.poll(() => loadedWidth(thumbnail)).toBe(32);
    await expect(nameField).toHaveValue('');
  });

  const edited = page.getByRole('article', { name: 'Bosun Quillon', exact: true });
  await test.step('editing renames the character and replaces its image', async () => {
    const dialog = await renameInEditDialog(page, card, BUILDER_FORMS.characters, { from: 'Bosun Quill', to: 'Bosun Quillon' });

    // Named and typed as a PNG: its bytes are read before anything is saved, and nothing is.
    await dialog.getByLabel('Reference Image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Reference image must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    await expect(page.getByText('Bosun Quillon has been saved.')).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Reference Image').setInputFiles(solidPng('quillon.png', { width: 48, height: 48, rgb: [30, 90, 200] }));
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Bosun Quillon has been saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => loadedWidth(edited.getByRole('img', { name: 'Bosun Quillon reference image' }))).toBe(48);
    await expect(card).toHaveCount(0);
  });

  await test.step('the dashboard and the project tab show the change without a reload', async () => {
    await openFromSidebar(page, 'Dashboard');
    await expect(page.getByRole('region', { name: 'Scene Overview' }).getByText('Bosun Quillon')).toBeVisible();

    await openFromSidebar(page, SEEDED_PROJECT.name);
    await page.getByRole('tab', { name: 'Characters' }).click();
    const tabCard = page.getByRole('tabpanel').getByRole('article', { name: 'Bosun Quillon', exact: true });
    await expect.poll(() => loadedWidth(tabCard.getByRole('img', { name: 'Bosun Quillon reference image' }))).toBe(48);
    await expectNoReload(page);
  });

  await test.step('delete asks first, and removes the character once confirmed', async () => {
    await openFromSidebar(page, 'Character Builder');
    await deleteAfterConfirming(page, edited, 'Delete Bosun Quillon?');
    await expect(page.getByText('Character deleted')).toBeVisible();
    await expect(page.getByRole('article', { name: SEEDED_PROJECT.characters[0] })).toBeVisible();
    await expectNoReload(page);
  });
});

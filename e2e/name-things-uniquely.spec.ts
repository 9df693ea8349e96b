import { type Page, expect, test } from '@playwright/test';
import { BUILDER_FORMS, deleteAfterConfirming, openBuilderForm } from './support/builder-steps';
import { SEEDED_PROJECT, seededProjectId } from './support/seed';

/** A run stopped half-way leaves its character behind: the journey starts without it. */
async function removeCharactersNamed(page: Page, name: string) {
  const projectId = await seededProjectId(page.request);
  const characters = (await (await page.request.get(`/api/projects/${projectId}/characters`)).json()) as Array<{ id: number; name: string }>;
  for (const character of characters.filter((candidate) => candidate.name === name)) {
    expect((await page.request.delete(`/api/characters/${character.id}`)).ok()).toBe(true);
  }
}

/**
 * Names are unique within a project, compared trimmed and ignoring case and accents: a second
 * "Keeper Mara" is refused under the name field with the name of the one that exists, in the
 * create forms and in the edit dialogs, and nothing is added.
 */
test('a user cannot give two things of a project the same name', async ({ page }) => {
  // The Character Builder draws every character's 3D model: slow on a busy two-core machine.
  test.setTimeout(180_000);
  await removeCharactersNamed(page, 'Keeper Mara');
  const { form, nameField, create } = await openBuilderForm(page, BUILDER_FORMS.characters);
  const mara = page.getByRole('article', { name: 'Keeper Mara', exact: true });
  const taken = 'A character named "Keeper Mara" already exists in this project.';

  await test.step('a character is created once; the same name again, in other case and accents, is refused under the field', async () => {
    await nameField.fill('Keeper Mara');
    await create.click();
    await expect(page.getByText('Keeper Mara has been added to the project.')).toBeVisible();
    await expect(mara).toBeVisible();

    await nameField.fill(' keeper MÁRA ');
    await create.click();
    await expect(form.getByText(taken)).toBeVisible();
    await expect(page.getByRole('article', { name: /keeper m[aá]ra/i })).toHaveCount(1);
  });

  await test.step('renaming another character to it is refused in the edit dialog', async () => {
    const other = page.getByRole('article', { name: SEEDED_PROJECT.characters[3], exact: true });
    await other.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Character' });
    await dialog.getByRole('textbox', { name: 'Character Name' }).fill('KEEPER MARA');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(taken)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(other).toBeVisible();
  });

  await test.step('a music track named like a seeded one is refused too', async () => {
    await page.goto('/music-composer');
    const trackForm = page.getByRole('form', { name: 'Create New Music Track' });
    await trackForm.getByRole('textbox', { name: 'Track Name' }).fill(` ${SEEDED_PROJECT.music[0].toUpperCase()}`);
    await trackForm.getByRole('button', { name: 'Create Track' }).click();
    await expect(trackForm.getByText(`A music track named "${SEEDED_PROJECT.music[0]}" already exists in this project.`)).toBeVisible();
    await expect(page.getByRole('article', { name: SEEDED_PROJECT.music[0], exact: true })).toHaveCount(1);
  });

  await test.step('the character made here goes again', async () => {
    await page.goto('/character-builder');
    await deleteAfterConfirming(page, mara, 'Delete Keeper Mara?');
  });
});

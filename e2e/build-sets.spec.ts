import { expect, test } from '@playwright/test';
import { expectNoReload, openFromSidebar } from './support/navigation';
import { BUILDER_FORMS, deleteAfterConfirming, openBuilderForm, renameInEditDialog } from './support/builder-steps';
import { SEEDED_PROJECT } from './support/seed';

test('a user builds a set, edits it everywhere and deletes it', async ({ page }) => {
  const { form, nameField, create } = await openBuilderForm(page, BUILDER_FORMS.sets);

  const card = page.getByRole('article', { name: 'Cannon Deck', exact: true });
  await test.step('a good name with a chosen type and kind of place creates the set', async () => {
    await nameField.fill('Cannon Deck');
    await form.getByRole('combobox', { name: 'Set Type' }).click();
    await page.getByRole('option', { name: 'Truck' }).click();
    // The kind it will build, read from the name as it is typed; another is picked.
    const kind = form.getByRole('combobox', { name: 'Set Kind' });
    await expect(kind).toHaveText("Ship's deck (from its name)");
    await kind.click();
    await page.getByRole('option', { name: 'Warehouse' }).click();
    await create.click();

    await expect(page.getByText('Set created')).toBeVisible();
    await expect(form.getByText('Set name must be at least 2 characters.')).toHaveCount(0);
    await expect(card.getByText('Type: truck')).toBeVisible();
    await expect(card.getByText('Kind: Warehouse')).toBeVisible();
    // Its creation builds its 3D model (the local engine serves).
    await expect(card.getByText('Scene Available')).toBeVisible({ timeout: 30_000 });
    await expect(nameField).toHaveValue('');
  });

  const edited = page.getByRole('article', { name: 'Cannon Deck Aft', exact: true });
  await test.step('editing renames the set and changes its type', async () => {
    const dialog = await renameInEditDialog(page, card, BUILDER_FORMS.sets, { from: 'Cannon Deck', to: 'Cannon Deck Aft' });
    await dialog.getByRole('combobox', { name: 'Set Type' }).click();
    await page.getByRole('option', { name: 'Street' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog).toBeHidden();
    await expect(edited.getByText('Type: street')).toBeVisible();
    // The picked kind stays whatever the new name and type.
    await expect(edited.getByText('Kind: Warehouse')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('the project tab shows the change without a reload', async () => {
    await openFromSidebar(page, SEEDED_PROJECT.name);
    await page.getByRole('tab', { name: 'Sets' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Cannon Deck Aft', exact: true }).getByText('Type: street')).toBeVisible();
    await expectNoReload(page);
  });

  await test.step('delete asks first, and removes the set once confirmed', async () => {
    await openFromSidebar(page, 'Set Builder');
    await deleteAfterConfirming(page, edited, 'Delete Cannon Deck Aft?');
    await expect(page.getByRole('article', { name: SEEDED_PROJECT.sets[0] })).toBeVisible();

    await openFromSidebar(page, SEEDED_PROJECT.name);
    await page.getByRole('tab', { name: 'Sets' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article', { name: SEEDED_PROJECT.sets[0] })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Cannon Deck Aft', exact: true })).toHaveCount(0);
    await expectNoReload(page);
  });
});

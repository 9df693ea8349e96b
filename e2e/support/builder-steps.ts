import { type Locator, type Page, expect, test } from '@playwright/test';
import { markDocument } from './navigation';

interface BuilderForm {
  /** The page the builder lives on, e.g. '/set-builder'. */
  path: string;
  /** The form's accessible name, its name field's label and its submit button. */
  form: string;
  nameField: string;
  submit: string;
  /** The error shown under the name field for a one-letter name. */
  shortNameError: string;
  /** The accessible name of a card's Edit dialog. */
  editDialog: string;
}

/** The three builders' create forms, as the screens name them. */
export const BUILDER_FORMS = {
  characters: {
    path: '/character-builder',
    form: 'Create New Character',
    nameField: 'Character Name',
    submit: 'Create Character',
    shortNameError: 'Character name must be at least 2 characters.',
    editDialog: 'Edit Character',
  },
  sets: {
    path: '/set-builder',
    form: 'Create New Set',
    nameField: 'Set Name',
    submit: 'Create Set',
    shortNameError: 'Set name must be at least 2 characters.',
    editDialog: 'Edit Set',
  },
  music: {
    path: '/music-composer',
    form: 'Create New Music Track',
    nameField: 'Track Name',
    submit: 'Create Track',
    shortNameError: 'Music track name must be at least 2 characters.',
    editDialog: 'Edit Music Track',
  },
} satisfies Record<string, BuilderForm>;

/** Opens a builder's page, marking the document for expectNoReload, and returns its create form. */
export async function gotoBuilderForm(page: Page, builder: BuilderForm): Promise<Locator> {
  await page.goto(builder.path);
  await markDocument(page);
  return page.getByRole('form', { name: builder.form });
}

/**
 * Opens a builder's create form (marking the document for expectNoReload) and checks, as its own
 * step, that a one-letter name is refused under the field, the rule every builder shares.
 */
export async function openBuilderForm(page: Page, builder: BuilderForm) {
  const form = await gotoBuilderForm(page, builder);
  const nameField = form.getByRole('textbox', { name: builder.nameField });
  const create = form.getByRole('button', { name: builder.submit });

  await test.step('a one-letter name is refused under the field', async () => {
    await nameField.fill('Q');
    await create.click();
    await expect(form.getByText(builder.shortNameError)).toBeVisible();
  });
  return { form, nameField, create };
}

/**
 * Opens a card's Edit dialog and types the new name over the old one, which the field must hold;
 * returns the dialog, for the rest of the edit.
 */
export async function renameInEditDialog(page: Page, card: Locator, builder: BuilderForm, name: { from: string; to: string }) {
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: builder.editDialog });
  const nameField = dialog.getByRole('textbox', { name: builder.nameField });
  await expect(nameField).toHaveValue(name.from);
  await nameField.fill(name.to);
  return dialog;
}

/** The confirm-first delete every list shares: Cancel keeps the item, Delete removes it. */
export async function deleteAfterConfirming(page: Page, item: Locator, dialogName: string) {
  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: dialogName });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
}

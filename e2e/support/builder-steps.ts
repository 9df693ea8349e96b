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
}

/**
 * Opens a builder's create form (marking the document for expectNoReload) and checks, as its own
 * step, that a one-letter name is refused under the field, the rule every builder shares.
 */
export async function openBuilderForm(page: Page, builder: BuilderForm) {
  await page.goto(builder.path);
  await markDocument(page);
  const form = page.getByRole('form', { name: builder.form });
  const nameField = form.getByRole('textbox', { name: builder.nameField });
  const create = form.getByRole('button', { name: builder.submit });

  await test.step('a one-letter name is refused under the field', async () => {
    await nameField.fill('Q');
    await create.click();
    await expect(form.getByText(builder.shortNameError)).toBeVisible();
  });
  return { form, nameField, create };
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

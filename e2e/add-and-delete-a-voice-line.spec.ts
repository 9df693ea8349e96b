import { expect, test } from '@playwright/test';
import { expectNoReload, markDocument, openFromSidebar } from './support/navigation';
import { deleteAfterConfirming } from './support/builder-steps';
import { SEEDED_PROJECT } from './support/seed';

test('a user adds, edits and deletes a voice line of the selected scene on the dashboard', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  const voiceLines = page.getByRole('region', { name: 'Voice Lines' });
  await expect(voiceLines.getByText(SEEDED_PROJECT.firstSceneLines[0])).toBeVisible();
  // Matches the line before and after its edit.
  const row = voiceLines.getByRole('row').filter({ hasText: 'Parley at the harbour' });

  await test.step('the dialog opens on the selected scene and refuses an empty line', async () => {
    await voiceLines.getByRole('button', { name: 'Add Voice Line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Voice Line' });
    await expect(dialog.getByRole('combobox', { name: 'Scene (optional)' })).toHaveText(SEEDED_PROJECT.scenes[0]);
    await dialog.getByRole('button', { name: 'Create Voice Line' }).click();
    await expect(dialog.getByText('Please select a character.')).toBeVisible();
    await expect(dialog.getByText('Voice line cannot be empty.')).toBeVisible();
  });

  await test.step('a new line shows in the table of its scene', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add Voice Line' });
    await dialog.getByRole('combobox', { name: 'Character' }).click();
    await page.getByRole('option', { name: 'Polly the Parrot' }).click();
    await dialog.getByRole('textbox', { name: 'Voice Line Text' }).fill('Parley at the harbour!');
    await dialog.getByRole('button', { name: 'Create Voice Line' }).click();

    await expect(page.getByText('Voice line created')).toBeVisible();
    await expect(page.getByText('Voice line has been added to the project.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Polly the Parrot')).toBeVisible();
    await expect(row.getByText(SEEDED_PROJECT.scenes[0])).toBeVisible();
  });

  await test.step('Edit opens the line prefilled and saves the new text', async () => {
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Voice Line' });
    const text = dialog.getByRole('textbox', { name: 'Voice Line Text' });
    await expect(text).toHaveValue('Parley at the harbour!');
    await text.fill('Parley at the harbour, ye dogs!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(voiceLines.getByText('Parley at the harbour, ye dogs!')).toBeVisible();
  });

  await test.step('delete asks first, and removes the line once confirmed', async () => {
    await deleteAfterConfirming(page, row, 'Delete voice line?');
    await expect(voiceLines.getByText(SEEDED_PROJECT.firstSceneLines[0])).toBeVisible();
    await expectNoReload(page);
  });
});

test('a user adds and deletes a voice line on the Voiceover screen', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  await openFromSidebar(page, 'Voiceover');
  const form = page.getByRole('form', { name: 'Create New Voice Line' });
  const item = page.getByRole('article', { name: 'Finn the Cook: Tacos for the whole crew!' });

  await test.step('a line for a scene is created and listed under that scene', async () => {
    await form.getByRole('combobox', { name: 'Character' }).click();
    await page.getByRole('option', { name: 'Finn the Cook' }).click();
    await form.getByRole('combobox', { name: 'Scene (optional)' }).click();
    await page.getByRole('option', { name: SEEDED_PROJECT.scenes[1] }).click();
    await form.getByRole('textbox', { name: 'Voice Line Text' }).fill('Tacos for the whole crew!');
    await form.getByRole('button', { name: 'Create Voice Line' }).click();

    await expect(page.getByText('Voice line created')).toBeVisible();
    await expect(item.getByText(`Scene: ${SEEDED_PROJECT.scenes[1]}`)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Voice Line Text' })).toHaveValue('');
  });

  await test.step('the line is spoken: it turns Generated live and its audio plays', async () => {
    // The synthesis job's result reaches the screen through the live event stream, no reload.
    await expect(item.getByText('Generated')).toBeVisible({ timeout: 30_000 });
    const play = item.getByRole('button', { name: 'Play voice line of Finn the Cook' });
    await expect(play).toBeEnabled();
    await play.click();
    await expect
      .poll(() => item.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration))
      .toBeGreaterThan(0.5);
    await expectNoReload(page);
  });

  await test.step('delete asks first, and removes the line once confirmed', async () => {
    await item.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete voice line?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Voice line deleted')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expectNoReload(page);
  });
});

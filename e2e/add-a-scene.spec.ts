import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoReload, markDocument, openFromSidebar } from './support/navigation';
import { deleteAfterConfirming } from './support/builder-steps';
import { chooseOptions } from './support/form-steps';
import { PLATFORM_TEAM } from './support/environment';
import { SEEDED_PROJECT } from './support/seed';

test('a user adds a scene with characters, a set and music from the dashboard, edits it and deletes it', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  const sceneMap = page.getByRole('region', { name: 'Scene Map' });
  await expect(sceneMap.getByText(SEEDED_PROJECT.scenes[0], { exact: true })).toBeVisible();
  const row = sceneMap.getByRole('row').filter({ hasText: 'Mutiny at Dawn' });

  await test.step('the editor refuses a one-letter name under the field', async () => {
    await sceneMap.getByRole('button', { name: 'Add Scene' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Scene' });
    const name = dialog.getByRole('textbox', { name: 'Scene Name' });
    await name.fill('M');
    await dialog.getByRole('button', { name: 'Create Scene' }).click();
    await expect(dialog.getByText('Scene name must be at least 2 characters.')).toBeVisible();
  });

  await test.step('a scene with two characters, a set and music appears in the Scene Map', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add Scene' });
    await dialog.getByRole('textbox', { name: 'Scene Name' }).fill('Mutiny at Dawn');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('The crew turns on the captain.');
    await chooseOptions(page, dialog, 'Set', 'Harbor Street');
    await chooseOptions(page, dialog, 'Music Track', 'Moonlit Cove');
    await chooseOptions(page, dialog, 'Characters', 'Captain Redbeard', 'Polly the Parrot');
    await dialog.getByRole('button', { name: 'Create Scene' }).click();

    await expect(page.getByText('Scene created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('The crew turns on the captain.')).toBeVisible();
    await expect(row.getByTitle('Captain Redbeard')).toHaveText('C');
    await expect(row.getByTitle('Polly the Parrot')).toHaveText('P');
    await expect(row.getByRole('cell', { name: 'Harbor Street' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Ambient' })).toBeVisible();
    await expect(row.getByText('0 lines')).toBeVisible();
  });

  await test.step('editing prefills the scene and saves its new name, set and characters', async () => {
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
    const name = dialog.getByRole('textbox', { name: 'Scene Name' });
    await expect(name).toHaveValue('Mutiny at Dawn');
    await expect(dialog.getByRole('combobox', { name: 'Set' })).toHaveText('Harbor Street');
    await name.fill('Mutiny at Dusk');
    await chooseOptions(page, dialog, 'Set', 'Tortuga Taqueria');
    await chooseOptions(page, dialog, 'Characters', 'Polly the Parrot', 'Finn the Cook');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Scene updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    const edited = sceneMap.getByRole('row').filter({ hasText: 'Mutiny at Dusk' });
    await expect(edited.getByRole('cell', { name: 'Tortuga Taqueria' })).toBeVisible();
    await expect(edited.getByTitle('Finn the Cook')).toHaveText('F');
    await expect(edited.getByTitle('Polly the Parrot')).toHaveCount(0);
    await expect(row).toHaveCount(0);
  });

  await test.step('the Scene Rendering screen shows the scene without a reload', async () => {
    await openFromSidebar(page, 'Scene Rendering');
    const card = page.getByRole('article', { name: 'Mutiny at Dusk' });
    await expect(card.getByText('Set: Tortuga Taqueria')).toBeVisible();
    await expect(card.getByText('Music: Moonlit Cove')).toBeVisible();
    await expectNoReload(page);
  });

  await test.step('delete asks first, and removes the scene once confirmed', async () => {
    await openFromSidebar(page, 'Dashboard');
    const edited = sceneMap.getByRole('row').filter({ hasText: 'Mutiny at Dusk' });
    await deleteAfterConfirming(page, edited, 'Delete scene?');
    await expect(page.getByText('Scene deleted')).toBeVisible();
    await expect(sceneMap.getByText(SEEDED_PROJECT.scenes[0], { exact: true })).toBeVisible();
    await expectNoReload(page);
  });
});

async function pinRendering(request: APIRequestContext, version: string) {
  const response = await request.put('/api/platform/composition/mfe_rendering', { headers: PLATFORM_TEAM, data: { version } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a broken scene editor shows its error card in a dialog, the dashboard keeps working, and Retry recovers it', async ({ page }) => {
  const request = page.request;
  const composition = (await (await request.get('/api/platform/composition')).json()) as { remotes: { name: string; version: string }[] };
  const releasedVersion = composition.remotes.find((remote) => remote.name === 'mfe_rendering')?.version ?? '';
  await pinRendering(request, '9.9.9-missing');
  try {
    await page.goto('/');
    const sceneMap = page.getByRole('region', { name: 'Scene Map' });
    await sceneMap.getByRole('button', { name: 'Add Scene' }).click();
    const broken = page.getByRole('dialog', { name: 'Scene Editor' });
    await expect(broken.getByTestId('remote-error').getByText('Scene Editor is unavailable')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(broken).toBeHidden();
    await expect(sceneMap.getByText(SEEDED_PROJECT.scenes[0], { exact: true })).toBeVisible();

    await sceneMap.getByRole('button', { name: 'Add Scene' }).click();
    await expect(broken.getByTestId('remote-error')).toBeVisible();
    await pinRendering(request, releasedVersion);
    await broken.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Scene' }).getByRole('textbox', { name: 'Scene Name' })).toBeVisible();
  } finally {
    await pinRendering(request, releasedVersion);
  }
});

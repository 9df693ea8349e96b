import { expect, test } from '@playwright/test';
import { FAKE_OPENAI_ACCEPTED_KEY } from './support/environment';
import { expectNoReload, markDocument, openFromSidebar } from './support/navigation';

// Keys are tested with the provider when saved; the journeys' OpenAI is a local stand-in
// (support/fake-openai.mjs) that takes one key and refuses any other.
const SERVICE = 'openai';

test('a user adds an AI key in Settings: a made-up key is refused with the provider\'s reason, a real one connects everywhere, and can be removed', async ({ page }) => {
  const request = page.request;
  // Other journeys expect no stored key: start from none and always leave none behind.
  await request.delete(`/api/settings/keys/${SERVICE}`);
  try {
    await page.goto('/settings');
    await markDocument(page);
    const card = page.getByRole('article', { name: 'Text & Music AI' });
    await expect(card.getByText('Not connected', { exact: true })).toBeVisible();
    // Every kind of generation names the engine it uses: the local ones while no key is set.
    await expect(card.getByText('Music engine: local synthesizer')).toBeVisible();
    await expect(page.getByRole('article', { name: '3D Model AI' }).getByText('3D model engine: local model builder')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Voice AI' }).getByText('Voice engine: espeak-ng (WASM)')).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Add OpenAI Key' });
    const keyField = dialog.getByLabel('API Key');
    await test.step('a too short key is refused under the field', async () => {
      await card.getByRole('button', { name: 'Add Key' }).click();
      await expect(keyField).toHaveAttribute('type', 'password');
      await keyField.fill('short');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Key must be at least 8 characters.')).toBeVisible();
    });

    await test.step('a made-up key is tested, refused with the provider\'s reason, and not stored', async () => {
      await keyField.fill('sk-made-up-key-000');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText(/The key was not saved: OpenAI failed while testing the key: OpenAI rejected the API key \(HTTP 401: Incorrect API key provided\)/)).toBeVisible();
      const listed = (await (await request.get('/api/settings/keys')).json()) as { service: string; configured: boolean }[];
      expect(listed.find((entry) => entry.service === SERVICE)?.configured).toBe(false);
    });

    await test.step('the key the provider takes is saved: Key updated for 3 seconds, then Update Key, and Connected', async () => {
      await keyField.fill(FAKE_OPENAI_ACCEPTED_KEY);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Key updated' })).toBeVisible();
      await expect(card.getByText('Connected', { exact: true })).toBeVisible();
      await expect(card.getByText('Key stored in Settings')).toBeVisible();
      await expect(card.getByText('Music engine: OpenAI + local synthesizer')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Update Key' })).toBeVisible({ timeout: 5000 });
      await expect(card.getByRole('button', { name: 'Key updated' })).toHaveCount(0);
    });

    await test.step('the server keeps the key to itself', async () => {
      const listed = await request.get('/api/settings/keys');
      expect(listed.ok()).toBe(true);
      expect(await listed.text()).not.toContain(FAKE_OPENAI_ACCEPTED_KEY);
      expect(await listed.json()).toContainEqual(expect.objectContaining({ service: SERVICE, configured: true, lastTest: expect.objectContaining({ ok: true }) }));
    });

    await test.step('Refresh Status tests it again and it stays connected', async () => {
      await page.getByRole('button', { name: 'Refresh Status' }).click();
      await expect(page.getByRole('button', { name: 'Refresh Status' })).toBeEnabled();
      await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    });

    await test.step('the dashboard shows the same status without a reload', async () => {
      await openFromSidebar(page, 'Dashboard');
      const services = page.getByRole('region', { name: 'AI Services Status' });
      await expect(services.getByRole('article', { name: 'Text & Music AI' }).getByText('Connected', { exact: true })).toBeVisible();
      await expectNoReload(page);
    });

    await test.step('Remove Key takes it away', async () => {
      await openFromSidebar(page, 'Settings');
      await card.getByRole('button', { name: 'Remove Key' }).click();
      await expect(card.getByText('Not connected', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Add Key' })).toBeVisible();
      await expect(card.getByText('Music engine: local synthesizer')).toBeVisible();
    });
  } finally {
    await request.delete(`/api/settings/keys/${SERVICE}`);
  }
});

test('a user sets the pirate preferences in Settings and the Pirate Template starts from them', async ({ page }) => {
  const reset = { dialectIntensity: 'moderate', canonNames: [], defaultSeaConditions: 'choppy' };
  try {
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Default Sea Conditions' }).click();
    await page.getByRole('option', { name: 'Stormy' }).click();
    // Six names at most: one goes, another comes.
    // A chip with a delete action goes on Delete, as MUI's chips do from the keyboard.
    await page.getByLabel('Canon names').getByRole('button', { name: 'Captain Redbeard' }).press('Delete');
    await expect(page.getByLabel('Canon names').getByText('Captain Redbeard')).toHaveCount(0);
    await page.getByLabel('Add a canon name').fill('Anne Bonny');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Canon names').getByText('Anne Bonny')).toBeVisible();
    // Kept on the server: a new page load shows them.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Default Sea Conditions' })).toHaveText('Stormy');
    await expect(page.getByLabel('Canon names').getByText('Anne Bonny')).toBeVisible();

    await openFromSidebar(page, 'Pirate Template');
    await expect(page.getByRole('combobox', { name: 'Ocean Type' })).toHaveText('Stormy');
    await page.getByRole('tab', { name: 'Characters' }).click();
    // The first canon name now names the first crew member.
    await expect(page.getByRole('checkbox', { name: /^First Mate Anne:/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Anne Bonny:/ })).toBeVisible();
  } finally {
    await page.request.put('/api/settings/pirate-preferences', { data: reset });
  }
});

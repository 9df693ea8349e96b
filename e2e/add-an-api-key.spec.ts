import { expect, test } from '@playwright/test';
import { expectNoReload, markDocument, openFromSidebar } from './support/navigation';

const SERVICE = 'elevenlabs';
const KEY = `el-e2e-${Date.now().toString(36)}-secret`;

test('a user adds an AI key in Settings and sees the service connected everywhere', async ({ page }) => {
  const request = page.request;
  // Other journeys expect no stored key: start from none and always leave none behind.
  await request.delete(`/api/settings/keys/${SERVICE}`);
  try {
    await page.goto('/settings');
    await markDocument(page);
    const card = page.getByRole('article', { name: 'Voice AI' });
    await expect(card.getByText('Not connected', { exact: true })).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Add ElevenLabs Key' });
    const keyField = dialog.getByLabel('API Key');
    await test.step('a too short key is refused under the field', async () => {
      await card.getByRole('button', { name: 'Add Key' }).click();
      await expect(keyField).toHaveAttribute('type', 'password');
      await keyField.fill('short');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Key must be at least 8 characters.')).toBeVisible();
    });

    await test.step('a good key is saved: Key updated for 3 seconds, then Update Key, and Connected', async () => {
      await keyField.fill(KEY);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Key updated' })).toBeVisible();
      await expect(card.getByText('Connected', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Update Key' })).toBeVisible({ timeout: 5000 });
      await expect(card.getByRole('button', { name: 'Key updated' })).toHaveCount(0);
    });

    await test.step('the server keeps the key to itself', async () => {
      const listed = await request.get('/api/settings/keys');
      expect(listed.ok()).toBe(true);
      expect(await listed.text()).not.toContain(KEY);
      expect(await listed.json()).toContainEqual(expect.objectContaining({ service: SERVICE, configured: true }));
    });

    await test.step('the dashboard shows the same status without a reload', async () => {
      await openFromSidebar(page, 'Dashboard');
      const services = page.getByRole('region', { name: 'AI Services Status' });
      await expect(services.getByRole('article', { name: 'Voice AI' }).getByText('Connected', { exact: true })).toBeVisible();
      await expectNoReload(page);
    });
  } finally {
    await request.delete(`/api/settings/keys/${SERVICE}`);
  }
});

import { expect, test } from '@playwright/test';
import { expectGate, signInThroughGate } from './support/sign-in';

// Its own session: logging out must not end the one the other journeys share.
test.use({ storageState: { cookies: [], origins: [] } });

test('a signed-in user logs out from the profile menu and is back at the gate', async ({ page }) => {
  await page.goto('/');
  await signInThroughGate(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectGate(page);

  // The backend session is gone too: a reload still shows the gate and the API answers 401.
  await page.reload();
  await expectGate(page);
  expect((await page.request.get('/api/projects')).status()).toBe(401);
});

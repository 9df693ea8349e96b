import { expect, test } from '@playwright/test';
import { expectGate, signInThroughGate } from './support/sign-in';

test.use({ storageState: { cookies: [], origins: [] } });

test('a visitor is turned away with a wrong password and let in with the right one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'My Movie AI' })).toBeVisible();
  await expect(page.getByText('AI-Powered Film Production Platform')).toBeVisible();
  await expect(page.getByLabel('Access Password')).toHaveAttribute('placeholder', 'Enter password to continue');
  await expect(page.getByText('Modular AI Film Studio Architecture / Director-Centric Edition')).toBeVisible();

  await signInThroughGate(page, 'not-the-password');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await expectGate(page);

  await signInThroughGate(page);
  await expect(page.getByText('Welcome to My Movie AI')).toBeVisible();
  await expect(page.getByText('Access granted. Welcome to the AI film production platform.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The session is the backend's cookie: a reload stays signed in.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

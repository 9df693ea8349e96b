import { type Page, expect } from '@playwright/test';
import { E2E_PASSWORD } from './environment';

/** Logs in through the password gate the way a user does. */
export async function signInThroughGate(page: Page, password = E2E_PASSWORD) {
  await page.getByLabel('Access Password').fill(password);
  await page.getByRole('button', { name: 'Enter Studio' }).click();
}

export async function expectGate(page: Page) {
  await expect(page.getByRole('button', { name: 'Enter Studio' })).toBeVisible();
}

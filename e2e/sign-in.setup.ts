import { expect, test as setup } from '@playwright/test';
import { SIGNED_IN_STATE } from './support/environment';
import { waitForProjectJobsToSettle } from './support/jobs';
import { seededProjectId } from './support/seed';
import { signInThroughGate } from './support/sign-in';

setup('sign in once for the journeys', async ({ page }) => {
  await page.goto('/');
  await signInThroughGate(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.context().storageState({ path: SIGNED_IN_STATE });
  // The first start generates the demo's models, music and voices: the journeys start once they are done.
  setup.setTimeout(300_000);
  await waitForProjectJobsToSettle(page.request, await seededProjectId(page.request));
});

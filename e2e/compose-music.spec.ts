import { type Page, expect, test } from '@playwright/test';
import { playback } from './support/form-steps';
import { toneWav } from './support/generated-media';
import { expectNoReload, openFromSidebar } from './support/navigation';
import { BUILDER_FORMS, deleteAfterConfirming, openBuilderForm, renameInEditDialog } from './support/builder-steps';
import { SEEDED_PROJECT } from './support/seed';

const SCENE = SEEDED_PROJECT.scenes[0];
const SCENE_TRACK = SEEDED_PROJECT.music[0]; // the seed plays it in the first scene

const chooseSceneMusic = async (page: Page, track: string) => {
  const row = page.getByRole('list', { name: 'Scene Assignments' }).getByRole('listitem').filter({ hasText: SCENE });
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: track, exact: true }).click();
  await expect(row.getByRole('combobox')).toHaveText(track);
  // Saved, and said so, as every other save is.
  await expect(page.getByText(`${track} plays in ${SCENE}.`)).toBeVisible();
};

const sceneMapMusic = (page: Page) =>
  page.getByRole('region', { name: 'Scene Map' }).getByRole('row').filter({ hasText: SCENE }).getByRole('cell').nth(3);

test('a user composes a track with audio, plays it, replaces it, assigns it to a scene and deletes it', async ({ page }) => {
  const { form, nameField, create } = await openBuilderForm(page, BUILDER_FORMS.music);

  const card = page.getByRole('article', { name: 'Bosun Shanty', exact: true });
  await test.step('a good name, a style and a WAV chosen with Upload Audio create a track that plays', async () => {
    await nameField.fill('Bosun Shanty');
    await form.getByRole('combobox', { name: 'Music Style' }).click();
    await page.getByRole('option', { name: 'Jazz' }).click();
    await form.getByLabel('Audio File').setInputFiles(toneWav('bosun-shanty.wav', { seconds: 2 }));
    await expect(form.getByText('bosun-shanty.wav')).toBeVisible();
    await create.click();

    await expect(page.getByText('Bosun Shanty has been added to the project.')).toBeVisible();
    await expect(card.getByText('Style: Jazz')).toBeVisible();
    await expect(card.getByText('Status: complete')).toBeVisible();
    await expect(card.getByText('No Audio Available')).toHaveCount(0);
    await expect(form.getByText('No file chosen')).toBeVisible();

    await card.getByRole('button', { name: 'Play Bosun Shanty' }).click();
    await expect.poll(async () => (await playback(card)).duration).toBeCloseTo(2, 1);
    await expect.poll(async () => (await playback(card)).currentTime).toBeGreaterThan(0.2);
    await expect.poll(async () => Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  });

  const edited = page.getByRole('article', { name: 'Bosun Shanty Reprise', exact: true });
  await test.step('editing renames the track', async () => {
    const dialog = await renameInEditDialog(page, card, BUILDER_FORMS.music, { from: 'Bosun Shanty', to: 'Bosun Shanty Reprise' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(edited.getByText('Style: Jazz')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step("Upload Audio on the card replaces the track's audio", async () => {
    const before = await edited.locator('audio').getAttribute('src');
    await edited.getByLabel('Audio file for Bosun Shanty Reprise').setInputFiles(toneWav('reprise.wav', { seconds: 3, frequency: 660 }));
    await expect(page.getByText('Bosun Shanty Reprise now plays reprise.wav.')).toBeVisible();
    await expect(edited.locator('audio')).not.toHaveAttribute('src', before ?? '');
    await edited.getByRole('button', { name: 'Play Bosun Shanty Reprise' }).click();
    await expect.poll(async () => (await playback(edited)).duration).toBeCloseTo(3, 1);
    await expect.poll(async () => (await playback(edited)).currentTime).toBeGreaterThan(0.2);
  });

  await test.step('choosing the track for a scene is confirmed and shows on the dashboard', async () => {
    await chooseSceneMusic(page, 'Bosun Shanty Reprise');
    await openFromSidebar(page, 'Dashboard');
    await expect(sceneMapMusic(page)).toHaveText('Jazz');

    // Put the seeded assignment back for the other journeys.
    await openFromSidebar(page, 'Music Composer');
    await chooseSceneMusic(page, SCENE_TRACK);
    await openFromSidebar(page, 'Dashboard');
    await expect(sceneMapMusic(page)).toHaveText('80s Rock');
  });

  await test.step('the project tab shows the track, and delete asks first', async () => {
    await openFromSidebar(page, SEEDED_PROJECT.name);
    await page.getByRole('tab', { name: 'Music' }).click();
    const tabCard = page.getByRole('tabpanel').getByRole('article', { name: 'Bosun Shanty Reprise', exact: true });
    await expect(tabCard.getByRole('button', { name: 'Play Bosun Shanty Reprise' })).toBeEnabled();

    await openFromSidebar(page, 'Music Composer');
    await deleteAfterConfirming(page, edited, 'Delete Bosun Shanty Reprise?');
    await expect(page.getByRole('article', { name: SCENE_TRACK })).toBeVisible();
    await expectNoReload(page);
  });
});

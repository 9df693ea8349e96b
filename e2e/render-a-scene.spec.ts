import { readFile, stat } from 'node:fs/promises';
import { type APIRequestContext, type APIResponse, type Locator, type Page, expect, test } from '@playwright/test';
import { expectNoReload, markDocument } from './support/navigation';
import { waitForProjectJobsToSettle } from './support/jobs';
import { distinctColours } from './support/pixels';
import { SEEDED_PROJECT, seededProjectId } from './support/seed';

const SCENE_NAME = 'Harbour Farewell';
const LINE_TEXT = 'Fair winds, Tortuga! We sail at dawn.';
/** A second ready scene, whose render waits while the first one renders. */
const WAITING_SCENE_NAME = 'Harbour Watch';
const WAITING_LINE_TEXT = 'All quiet on the quay, Captain.';

interface Named {
  id: number;
  name: string;
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new scene of the seeded project made ready to render: a seeded set, track and captain, and a
 * voice line of its own, spoken by the voice job. Built through the API: building each part in its
 * screen is what the other journeys do.
 */
async function buildReadyScene(api: APIRequestContext, sceneName = SCENE_NAME, lineText = LINE_TEXT) {
  const projectId = await seededProjectId(api);
  const overview = await json<{ characters: Named[]; sets: Named[]; music: Named[] }>(await api.get(`/api/projects/${projectId}/overview`));
  const byName = (list: Named[], name: string) => {
    const found = list.find((item) => item.name === name);
    if (!found) throw new Error(`the seeded ${name} is missing`);
    return found;
  };
  // Jobs share one queue: let what earlier journeys queued finish first, so this scene's voice and
  // render are not timed behind them.
  await waitForProjectJobsToSettle(api, projectId);
  const set = byName(overview.sets, SEEDED_PROJECT.sets[0]);
  const track = byName(overview.music, SEEDED_PROJECT.music[0]);
  const captain = byName(overview.characters, SEEDED_PROJECT.characters[0]);

  const scene = await json<Named>(
    await api.post('/api/scenes', {
      data: { name: sceneName, description: 'The captain says goodbye to the harbour.', projectId, setId: set.id, musicId: track.id },
    }),
  );
  const cleanUp: (() => Promise<APIResponse>)[] = [() => api.delete(`/api/scenes/${scene.id}`)];
  try {
    await json(await api.post('/api/scene-characters', { data: { sceneId: scene.id, characterId: captain.id } }));
    const line = await json<{ id: number }>(await api.post('/api/voicelines', { data: { characterId: captain.id, text: lineText, sceneId: scene.id } }));
    // The line goes first: deleting the scene would leave it unassigned in the seeded project.
    cleanUp.unshift(() => api.delete(`/api/voicelines/${line.id}`));
    await expect
      .poll(async () => (await json<{ filePath: string | null }>(await api.get(`/api/voicelines/${line.id}`))).filePath, { timeout: 60_000 })
      .toBeTruthy();
  } catch (error) {
    for (const step of cleanUp) await step();
    throw error;
  }
  return {
    remove: async () => {
      for (const step of cleanUp) {
        const response = await step();
        expect(response.ok(), await response.text()).toBe(true);
      }
    },
  };
}

/** Every aria-valuenow the card's progress bar takes, recorded in the page as it changes. */
async function recordProgress(page: Page, label: string) {
  await page.evaluate((progressLabel) => {
    const seen: number[] = [];
    Reflect.set(window, '__renderProgress', seen);
    const record = () => {
      const bar = document.querySelector(`[role="progressbar"][aria-label="${progressLabel}"]`);
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
      if (!Number.isNaN(value) && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  }, label);
  return () => page.evaluate(() => Reflect.get(window, '__renderProgress') as number[]);
}

const playback = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({ duration: element.duration, currentTime: element.currentTime, error: element.error?.message ?? null }));

// A hung click fails the step instead of using up the whole render's time.
test.use({ actionTimeout: 30_000 });

let removeScenes: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const remove of removeScenes) await remove();
  removeScenes = [];
});

test('a user previews a ready scene, renders it while the other ready scene waits its turn, watches the progress, plays the video and downloads it with its subtitles', async ({ page }) => {
  // A real render: Chromium draws every frame and ffmpeg encodes them, after the queue drains.
  test.setTimeout(480_000);
  removeScenes.push((await buildReadyScene(page.request)).remove);
  removeScenes.push((await buildReadyScene(page.request, WAITING_SCENE_NAME, WAITING_LINE_TEXT)).remove);
  await page.goto('/scene-rendering');
  await markDocument(page);
  const card = page.getByRole('region', { name: 'Scenes to Render' }).getByRole('article', { name: SCENE_NAME });
  const waiting = page.getByRole('region', { name: 'Scenes to Render' }).getByRole('article', { name: WAITING_SCENE_NAME });
  const turnNote = `${SCENE_NAME} is rendering. One scene renders at a time, so this one can render after it.`;
  await expect(card.getByText('Ready to Render')).toBeVisible();
  await expect(card.getByText('Voice lines: 1')).toBeVisible();

  await test.step('Preview plays the timeline live in a three.js canvas', async () => {
    await card.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: `Preview: ${SCENE_NAME}` });
    const canvas = dialog.getByRole('img', { name: `Preview of ${SCENE_NAME}` });
    await expect(canvas).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const clock = dialog.getByLabel('Preview time');
    await expect(clock).toHaveText(/^0\.0 \/ \d+\.\d s$/);
    await dialog.getByRole('button', { name: 'Play' }).click();
    await expect(dialog.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect.poll(async () => Number.parseFloat((await clock.textContent()) ?? '0')).toBeGreaterThan(0.5);
    expect(await distinctColours(canvas)).toBeGreaterThan(12);
    // It plays in real time to the timeline's end, then offers Play again.
    await expect(clock).toHaveText(/^(\d+\.\d) \/ \1 s$/, { timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Render Scene queues the render; the other scene waits its turn, saying so; the progress rises to Rendered with a toast', async () => {
    const progressSeen = await recordProgress(page, `Rendering ${SCENE_NAME}`);
    await expect(waiting.getByRole('button', { name: 'Render Scene' })).toBeEnabled();
    await card.getByRole('button', { name: 'Render Scene' }).click();
    await expect(card.getByRole('button', { name: 'Rendering...' })).toBeDisabled();
    await expect(card.getByRole('progressbar', { name: `Rendering ${SCENE_NAME}` })).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Render Scene' })).toBeDisabled();
    await expect(waiting.getByText(turnNote)).toBeVisible();

    await expect(card.getByRole('button', { name: 'Already Rendered' })).toBeDisabled({ timeout: 180_000 });
    await expect(card.getByText('Rendered', { exact: true })).toBeVisible();
    await expect(page.getByText('Scene has been successfully rendered.')).toBeVisible();
    await expect(page.getByText('Rendering complete')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    // Its turn now.
    await expect(waiting.getByRole('button', { name: 'Render Scene' })).toBeEnabled();
    await expect(waiting.getByText(turnNote)).toHaveCount(0);

    const values = await progressSeen();
    expect(values.length, `progress seen: ${values.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.some((value) => value > 0 && value < 100)).toBe(true);
  });

  const output = page.getByRole('region', { name: 'Rendered Outputs' }).getByRole('article', { name: SCENE_NAME });
  const video = output.getByLabel(`Video of ${SCENE_NAME}`);
  await test.step('Rendered Outputs plays the video, with its poster, and seeks', async () => {
    await page.getByRole('tab', { name: 'Rendered Outputs' }).click();
    await expect(video).toHaveAttribute('poster', /^\/media\/scenes\/\d+\/poster-[0-9a-f]+\.jpg$/);
    await expect(output.getByText(/^Rendered /)).toBeVisible();
    await output.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await playback(video)).duration).toBeGreaterThan(2);
    await expect.poll(async () => (await playback(video)).currentTime).toBeGreaterThan(0.5);
    expect((await playback(video)).error).toBeNull();

    const seekTo = await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = element.duration / 2;
      return element.currentTime;
    });
    await expect.poll(async () => (await playback(video)).currentTime).toBeCloseTo(seekTo, 1);
  });

  await test.step('Download saves the MP4 and Download Subtitles the .srt', async () => {
    const [movie] = await Promise.all([page.waitForEvent('download'), output.getByRole('link', { name: 'Download', exact: true }).click()]);
    expect(movie.suggestedFilename()).toBe(`${SCENE_NAME}.mp4`);
    const moviePath = await movie.path();
    expect((await stat(moviePath)).size).toBeGreaterThan(10_000);
    // An MP4 starts with its 'ftyp' box.
    expect((await readFile(moviePath)).subarray(4, 8).toString('latin1')).toBe('ftyp');

    const [subtitles] = await Promise.all([page.waitForEvent('download'), output.getByRole('link', { name: 'Download Subtitles' }).click()]);
    expect(subtitles.suggestedFilename()).toBe(`${SCENE_NAME}.srt`);
    const srt = await readFile(await subtitles.path(), 'utf8');
    expect(srt).toMatch(/^1\r?\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}/);
    expect(srt).toContain(LINE_TEXT);
  });

  await test.step("the notification icon lists the render's outcome", async () => {
    await page.getByRole('button', { name: 'Notifications' }).click();
    const recent = page.getByRole('dialog', { name: 'Recent jobs' });
    await expect(recent.getByRole('listitem', { name: `Scene render: ${SCENE_NAME}` })).toContainText('Complete');
    await expect(recent.getByRole('listitem', { name: `Voice line synthesis: “${LINE_TEXT}”` })).toContainText('Complete');
    await page.keyboard.press('Escape');
    await expect(recent).toBeHidden();
  });

  await test.step('Re-render asks before it starts', async () => {
    await output.getByRole('button', { name: 'Re-render' }).click();
    const confirm = page.getByRole('dialog', { name: `Re-render ${SCENE_NAME}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(output.getByRole('button', { name: 'Re-render' })).toBeEnabled();
    await expectNoReload(page);
  });
});

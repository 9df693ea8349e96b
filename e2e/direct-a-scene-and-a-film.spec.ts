import { expect, test } from '@playwright/test';
import { openFromSidebar } from './support/navigation';

/** Plays a <video> muted for a moment and reports how far it got. */
const play = (video: import('@playwright/test').Locator) =>
  video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 700));
    return { time: element.currentTime, duration: element.duration };
  });

test('a director trains on the demo screenplay, renders a scene typed by hand in the Director Console, then renders the project as a film', async ({ page }) => {
  test.setTimeout(300_000);
  const projectName = `Console Film ${Date.now()}`;
  const created = await page.request.post('/api/projects', { data: { name: projectName, description: 'Made by the director journey.' } });
  expect(created.ok(), await created.text()).toBe(true);
  const project = (await created.json()) as { id: number };

  await page.goto('/');
  await openFromSidebar(page, 'Director Console');

  await test.step("Script Analysis needs a script path, and trains on the demo's stored screenplay", async () => {
    const scriptPath = page.getByRole('combobox', { name: 'Script Path' });
    await expect(scriptPath).toHaveValue('pirate-adventure.fountain');
    await scriptPath.clear();
    await page.getByRole('button', { name: 'Analyze Script' }).click();
    await expect(page.getByText('Script path is required')).toBeVisible();
    await scriptPath.fill('../../etc/passwd');
    await page.getByRole('button', { name: 'Analyze Script' }).click();
    await expect(page.getByRole('alert', { name: 'Result' })).toContainText('is not a script the server stored');
    await expect(page.getByRole('status')).toHaveText('Analysis failed');
    await scriptPath.fill('pirate-adventure.fountain');
    await page.getByRole('button', { name: 'Analyze Script' }).click();
    await expect(page.getByRole('alert', { name: 'Result' })).toContainText('Director trained on Pirate Adventure: 3 scenes');
  });

  await test.step("Asset Validation names what a scene lacks with the same heading, code and server message as the other tabs", async () => {
    const unready = await page.request.post('/api/scenes', { data: { name: 'Empty Cove', projectId: project.id } });
    expect(unready.ok(), await unready.text()).toBe(true);
    await page.getByRole('tab', { name: 'Asset Validation' }).click();
    await page.getByRole('textbox', { name: 'Project Name' }).fill(projectName);
    // The Film panel follows the project named in the console.
    await expect(page.getByRole('region', { name: 'Film' }).getByText(projectName, { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Scene Name' }).fill('Empty Cove');
    await page.getByRole('button', { name: 'Validate Assets' }).click();
    const result = page.getByRole('alert', { name: 'Result' });
    await expect(result).toContainText('Error code: SCENE_NOT_READY');
    await expect(page.getByRole('status')).toHaveText('Validation failed');
    const message = (await result.locator('p').first().textContent()) ?? '';
    expect(message).toContain('Empty Cove');
    // The toast carries the server's message, not 'Could not validate scene'.
    const toast = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toast.getByText('Validation Failed')).toBeVisible();
    await expect(toast.getByText(message, { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Scene Name' }).fill('No Such Scene');
    await page.getByRole('button', { name: 'Validate Assets' }).click();
    await expect(result).toContainText(`No scene named 'No Such Scene' in ${projectName}`);
    await expect(result).toContainText('Error code: 404');
    await page.request.delete(`/api/scenes/${((await unready.json()) as { id: number }).id}`);
  });

  await test.step('Render Scene creates what the scene lacks, renders it and plays the video', async () => {
    await page.getByRole('tab', { name: 'Render Scene' }).click();
    await page.getByRole('textbox', { name: 'Project Name' }).fill(projectName);
    await page.getByRole('textbox', { name: 'Scene Name' }).fill('Dock Talk');
    await page.getByRole('textbox', { name: 'Characters (one per line)' }).fill('Mara\n\nTom');
    await page.getByRole('textbox', { name: 'Set' }).fill('Old Dock');
    await page.getByRole('textbox', { name: 'Score' }).fill('Tide Theme');
    await page.getByRole('textbox', { name: 'Voice Lines (character: text, one per line)' }).fill('Mara: The tide turns: now.\nTom: Then we sail.');
    await page.getByRole('button', { name: 'Render Scene' }).click();
    // Nothing is written before the user has seen what will be.
    const plan = page.getByRole('dialog', { name: `Render Scene in ${projectName}?` });
    await expect(plan.getByRole('list', { name: 'Will be created' })).toContainText('scene Dock Talk');
    await expect(plan.getByRole('list', { name: 'Will be created' })).toContainText('line Tom: Then we sail.');
    await plan.getByRole('button', { name: 'Render Scene' }).click();
    // Busy for as long as the render runs, saying what it renders.
    await expect(page.getByRole('button', { name: 'Rendering Dock Talk…' })).toBeDisabled();
    const result = page.getByRole('alert', { name: 'Result' });
    await expect(result).toContainText('Rendering Dock Talk (created set Old Dock, score Tide Theme, character Mara, character Tom, scene Dock Talk');
    await expect(result).toContainText(/Render path: \/media\/scenes\/\d+\/render-[0-9a-f]+\.mp4/);
    const video = page.locator('video[aria-label="Rendered scene"]');
    await expect(video).toBeVisible({ timeout: 180_000 });
    await expect(page.getByRole('button', { name: 'Render Scene' })).toBeEnabled();
    const played = await play(video);
    expect(played.time).toBeGreaterThan(0);
    expect(played.duration).toBeGreaterThan(1);
  });

  await test.step("the project page's director renders the film and plays it with its chapters", async () => {
    await page.goto(`/projects/${project.id}`);
    const director = page.getByRole('region', { name: 'Director' });
    await expect(director.getByText('Dock Talk', { exact: true })).toBeVisible();
    const film = page.getByRole('region', { name: 'Film' });
    await expect(film.getByText('No film yet: render one to join every ready scene.')).toBeVisible();
    await film.getByRole('button', { name: 'Render Film' }).click();
    const video = film.locator('video[aria-label="Film"]');
    await expect(video).toBeVisible({ timeout: 120_000 });
    await expect(film.getByRole('list', { name: 'Chapters' }).getByText('Dock Talk', { exact: true })).toBeVisible();
    await expect(film.getByRole('link', { name: 'Download film' })).toHaveAttribute('href', /^\/media\/films\/\d+\/film-[0-9a-f]+\.mp4$/);
    expect((await play(video)).time).toBeGreaterThan(0);
  });

  await page.request.delete(`/api/projects/${project.id}`);
});

import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { E2E_PASSWORD } from '../support/environment';
import { expectNoReload, markDocument } from '../support/navigation';
import { type CuttableProxy, type OwnRedis, type OwnStudio, cuttableProxy, ownRedis, ownStudio } from '../support/own-servers';
import { signInThroughGate } from '../support/sign-in';

// A studio of its own, on a Redis of its own, reached by the browser through a proxy the journey can cut.
let redis: OwnRedis;
let studio: OwnStudio;
let proxy: CuttableProxy;
/** Another client (a teammate, a script): talks to the server directly, never through the proxy. */
let teammate: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  redis = await ownRedis();
  await redis.start();
  studio = await ownStudio({ REDIS_URL: redis.url, JOB_QUEUE_PREFIX: 'studio-e2e-outages' });
  proxy = await cuttableProxy(studio.port);
  teammate = await playwright.request.newContext({ baseURL: studio.url });
  await ok(teammate.post('/api/auth/login', { data: { password: E2E_PASSWORD } }));
});

test.afterAll(async () => {
  await teammate?.dispose();
  await proxy?.close();
  await studio?.close();
  await redis?.close();
});

/** The answer's JSON, after checking it is a 2xx (with the body in the message when not). */
async function ok<T = unknown>(request: Promise<APIResponse>): Promise<T> {
  const response = await request;
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const addCharacter = (projectId: number, name: string) =>
  ok<{ id: number }>(teammate.post('/api/characters', { data: { projectId, name, description: `${name}, added by a teammate.` } }));
const renameCharacter = (id: number, name: string) => ok(teammate.put(`/api/characters/${id}`, { data: { name } }));

test('a user keeps the Character Builder open while their connection and Redis drop, and it shows every edit made meanwhile', async ({ page }) => {
  test.setTimeout(180_000);
  const project = await ok<{ id: number }>(teammate.post('/api/projects', { data: { name: 'Harbour Watch', description: 'Kept fresh through outages.' } }));
  const quill = await addCharacter(project.id, 'Bosun Quill');
  let jim = { id: 0 };
  const card = (name: string) => page.getByRole('article', { name, exact: true });

  await test.step('the user signs in and opens the Character Builder', async () => {
    await page.goto(`${proxy.url}/`);
    await signInThroughGate(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto(`${proxy.url}/character-builder`);
    await markDocument(page);
    // Bosun Quill's model is generated as the page opens: its viewer's code and model load before
    // the connection is cut, so the cut tests the event stream, not a chunk caught mid-download.
    const viewer = card('Bosun Quill').getByRole('img', { name: '3D model of Bosun Quill' });
    await expect(viewer).toBeVisible({ timeout: 60_000 });
    await expect(viewer).toHaveAttribute('aria-busy', 'false');
  });

  await test.step("the user's connection drops mid-stream while a teammate renames a character and adds one", async () => {
    proxy.cut();
    jim = await addCharacter(project.id, 'Cabin Boy Jim');
    await renameCharacter(quill.id, 'Bosun Quillon');
    // The page's event stream tries again while the network is down, and is refused.
    await expect.poll(() => proxy.refused(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(card('Bosun Quill')).toBeVisible();
    proxy.restore();

    await expect(card('Bosun Quillon')).toBeVisible({ timeout: 20_000 });
    await expect(card('Cabin Boy Jim')).toBeVisible();
    await expect(card('Bosun Quill')).toHaveCount(0);
    await expectNoReload(page);
  });

  await test.step('Redis dies while a teammate edits; the edits are saved (no 503: they go to the database) and the screen catches up once Redis is back', async () => {
    await redis.stop();
    await renameCharacter(jim.id, 'Cabin Boy James');
    // A new character queues its model: BullMQ holds that command until Redis is back, so this answer waits for it.
    const adding = addCharacter(project.id, 'Lookout Mae');
    // The events wait in the server until Redis is back: nothing else refreshes the screen.
    await expect(card('Cabin Boy Jim')).toBeVisible();
    await redis.start();
    await adding;

    await expect(card('Cabin Boy James')).toBeVisible({ timeout: 20_000 });
    await expect(card('Lookout Mae')).toBeVisible();
    await expect(card('Cabin Boy Jim')).toHaveCount(0);
    await expectNoReload(page);
  });

  await test.step('after both outages the screen still follows live edits', async () => {
    await renameCharacter(quill.id, 'Bosun Quillan');
    await expect(card('Bosun Quillan')).toBeVisible({ timeout: 10_000 });
    await expectNoReload(page);
  });
});

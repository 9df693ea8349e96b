import type { LiveEvent } from '@studio/contracts/events';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { newProject, newScene } from '../../test/factories';
import { startOwnRedis, type OwnRedis } from '../../test/own-redis';
import { reportFigure } from '../../test/reliability-figures';
import { createTestApp, type TestApp } from '../../test/test-app';

const sceneCreated = (id: number) => (event: LiveEvent) => event.kind === 'entity' && event.data.entity === 'scene' && event.data.id === id && event.data.change === 'created';

/** Each stream's scene events, as `id change`, in the order received. */
const sceneEvents = (stream: EventStream) =>
  stream
    .events()
    .flatMap((event) => (event.kind === 'entity' && event.data.entity === 'scene' ? [`${event.data.id} ${event.data.change}`] : []));

/** The API on a Redis of the test's own, killed while one browser's stream is open and another's is away. */
describe(`live events across a Redis outage (${process.env.TEST_DB})`, () => {
  let redis: OwnRedis;
  let ctx: TestApp;
  let cookie: string;
  beforeAll(async () => {
    redis = await startOwnRedis();
    ctx = await createTestApp({ env: { REDIS_URL: redis.url } });
    cookie = await sessionCookie(ctx.app);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await redis?.close();
  });

  it('loses no event written while Redis is down: the open stream gets them once it is back, a reconnecting one by its Last-Event-ID', async () => {
    const staying = await openEventStream(ctx.app, cookie);
    const leaving = await openEventStream(ctx.app, cookie);
    const projectId = (await newProject(ctx.http)).id;
    const before = await newScene(ctx.http, projectId);
    await staying.waitFor(sceneCreated(before.id));
    await leaving.waitFor(sceneCreated(before.id));
    const lastEventId = leaving.lastEventId()!;
    leaving.close();

    await redis.stop();
    // The writes succeed (they go to the database); their events wait for Redis.
    const during = [];
    for (let count = 0; count < 3; count += 1) during.push(await newScene(ctx.http, projectId));
    await redis.start();
    const backAt = Date.now();
    for (const scene of during) await staying.waitFor(sceneCreated(scene.id), 15_000);
    const recoveredMs = Date.now() - backAt;
    const after = await newScene(ctx.http, projectId);
    await staying.waitFor(sceneCreated(after.id));

    const expected = [before, ...during, after].map((scene) => `${scene.id} created`);
    expect(sceneEvents(staying)).toEqual(expected);
    const back = await openEventStream(ctx.app, cookie, { lastEventId, via: 'header' });
    await back.waitFor(sceneCreated(after.id));
    expect(sceneEvents(back)).toEqual(expected.slice(1));
    expect(back.events().some((event) => event.kind === 'resync')).toBe(false);
    back.close();
    staying.close();
    reportFigure(
      `Redis killed with one events stream open and one away (${process.env.TEST_DB}): the 3 events written meanwhile reached the open stream ${recoveredMs} ms after Redis was back, and the reconnecting stream by Last-Event-ID, none lost: PASS`,
    );
  }, 60_000);
});

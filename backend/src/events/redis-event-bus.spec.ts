import type { LiveEvent } from '@studio/contracts/events';
import { quietLogger } from '../../test/fakes';
import { startOwnRedis, type OwnRedis } from '../../test/own-redis';
import type { LoggedEvent } from './event-log';
import { RedisEventBus } from './live-event-bus';

const projectUpdated = (id: number): LiveEvent => ({ kind: 'entity', data: { entity: 'project', id, projectId: id, change: 'updated' } });

/** What a bus delivers to its listeners, and a wait for the nth delivery. */
function listen(bus: RedisEventBus) {
  const heard: LoggedEvent[] = [];
  bus.subscribe((logged) => heard.push(logged));
  const until = async (count: number, timeoutMs = 10_000, done = () => heard.length >= count) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`heard ${heard.length} of ${count} events: ${JSON.stringify(heard)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return heard;
  };
  return { heard, until };
}

const describeEvent = ({ event }: LoggedEvent) => (event.kind === 'entity' ? `project ${event.data.id}` : event.kind);

/** The Redis stream bus against a Redis of the test's own, which it kills and starts again. */
describe('RedisEventBus', () => {
  quietLogger();
  let redis: OwnRedis;
  const buses: RedisEventBus[] = [];
  let streams = 0;
  /** A bus on a stream of its own (or the one named), as one process would have. */
  const newBus = async (stream = `test-${(streams += 1)}:live-events`, backlogLimit?: number) => {
    const bus = new RedisEventBus(redis.url, stream, { backlogLimit });
    buses.push(bus);
    await bus.ready();
    return bus;
  };
  beforeAll(async () => {
    redis = await startOwnRedis();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await redis?.close();
  });

  it('gives every process the same events with the same ids, in the order published', async () => {
    const api = await newBus('shared:live-events');
    const worker = await newBus('shared:live-events');
    const atApi = listen(api);
    const atWorker = listen(worker);
    for (let id = 1; id <= 3; id += 1) (id % 2 ? api : worker).publish(projectUpdated(id));
    await atApi.until(3);
    await atWorker.until(3);
    expect(atApi.heard).toEqual(atWorker.heard);
    expect(new Set(atApi.heard.map(({ id }) => id)).size).toBe(3);
    expect(atApi.heard.map(({ id }) => id)).toEqual([...atApi.heard.map(({ id }) => id)].sort());
  });

  it('replays what came after an id still in the stream; an id it does not hold is unknown', async () => {
    const bus = await newBus();
    expect(await bus.position()).toEqual({ head: '0-0', missed: [] });
    const { until } = listen(bus);
    for (let id = 1; id <= 4; id += 1) bus.publish(projectUpdated(id));
    const heard = await until(4);
    const position = await bus.position(heard[1].id);
    expect(position.head).toBe(heard[3].id);
    expect(position.missed).toEqual(heard.slice(2));
    for (const unknown of ['0-0', '1-1', 'not-an-id']) expect((await bus.position(unknown)).missed).toBeUndefined();
  });

  it('holds what is published while Redis is down and delivers it, in order and once, when Redis is back', async () => {
    const bus = await newBus();
    const { heard, until } = listen(bus);
    bus.publish(projectUpdated(1));
    await until(1);
    await redis.stop();
    for (let id = 2; id <= 4; id += 1) bus.publish(projectUpdated(id));
    await expect(bus.position(heard[0].id)).rejects.toThrow();
    await redis.start();
    await until(4, 15_000);
    bus.publish(projectUpdated(5));
    await until(5);
    expect(heard.map(describeEvent)).toEqual(['project 1', 'project 2', 'project 3', 'project 4', 'project 5']);
    // The outage left no hole in the log: a client that left at event 1 gets the rest.
    expect((await bus.position(heard[0].id)).missed).toEqual(heard.slice(1));
  }, 30_000);

  it('drops the oldest held events past its limit and announces a resync before the rest', async () => {
    const bus = await newBus(undefined, 2);
    const { heard, until } = listen(bus);
    bus.publish(projectUpdated(1));
    await until(1);
    await redis.stop();
    for (let id = 2; id <= 5; id += 1) bus.publish(projectUpdated(id));
    await redis.start();
    await until(4, 15_000, () => heard.some((logged) => describeEvent(logged) === 'project 5'));
    // Event 2 was already on its way to Redis when 3 had to go: it may arrive or be dropped too.
    const described = heard.map(describeEvent);
    expect(described.slice(-3)).toEqual(['resync', 'project 4', 'project 5']);
    expect(described).not.toContain('project 3');
    expect(heard.at(-3)?.event).toEqual({ kind: 'resync', data: { reason: 'events-dropped' } });
  }, 30_000);
});

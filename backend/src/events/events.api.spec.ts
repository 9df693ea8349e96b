import { EVENTS_RETRY_MS, type EntityEvent, type LiveEvent } from '@studio/contracts/events';
import { openEventStream, sessionCookie, type EventStream, type StreamMessage } from '../../test/event-stream';
import { linkCharacter, newCharacter, newProject, newScene, newVoiceLine } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const isEntity = (expected: Partial<EntityEvent>) => (event: LiveEvent) =>
  event.kind === 'entity' && Object.entries(expected).every(([key, value]) => event.data[key as keyof EntityEvent] === value);

/** A stream's events after `afterId`, as `id kind data`, to compare what two streams were sent. */
const eventsAfter = (stream: EventStream, afterId: string) => {
  const sent = stream.messages.filter((message): message is Required<Pick<StreamMessage, 'id' | 'event' | 'data'>> => message.event !== undefined);
  const from = sent.findIndex((message) => message.id === afterId) + 1;
  return sent.slice(from).map(({ id, event, data }) => `${id} ${event} ${data}`);
};

describe(`live events stream (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let stream: EventStream;
  // One login for the tests that open more streams: logins are rate limited.
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await sessionCookie(ctx.app);
    stream = await openEventStream(ctx.app, cookie);
  });
  afterAll(async () => {
    stream.close();
    await ctx.close();
  });

  it('opens a server-sent events stream with a reconnect hint', async () => {
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-cache, no-transform');
    await stream.waitForMessage((message) => message.comment === 'connected');
    // The id is where the log is, so a browser that reconnects before any event still hears what it missed.
    expect(stream.messages[0]).toEqual({ retry: EVENTS_RETRY_MS, id: expect.stringMatching(/^\d+-\d+$/), comment: 'connected' });
  });

  it('announces each write to project content, with its project', async () => {
    const project = await newProject(ctx.http);
    await stream.waitFor(isEntity({ entity: 'project', id: project.id, projectId: project.id, change: 'created' }));

    const character = await newCharacter(ctx.http, project.id);
    await stream.waitFor(isEntity({ entity: 'character', id: character.id, projectId: project.id, change: 'created' }));
    await ctx.http.put(`/api/characters/${character.id}`).send({ description: 'A pirate with a parrot.' }).expect(200);
    await stream.waitFor(isEntity({ entity: 'character', id: character.id, change: 'updated' }));

    const scene = await newScene(ctx.http, project.id);
    await stream.waitFor(isEntity({ entity: 'scene', id: scene.id, projectId: project.id, change: 'created' }));
    await linkCharacter(ctx.http, scene.id, character.id);
    await stream.waitFor(isEntity({ entity: 'scene-character', id: scene.id, projectId: project.id, change: 'created' }));

    const line = await newVoiceLine(ctx.http, character.id, { sceneId: scene.id });
    await stream.waitFor(isEntity({ entity: 'voice-line', id: line.id, projectId: project.id, change: 'created' }));
    await ctx.http.delete(`/api/voicelines/${line.id}`).expect(200);
    await stream.waitFor(isEntity({ entity: 'voice-line', id: line.id, projectId: project.id, change: 'deleted' }));

    await ctx.http.delete(`/api/characters/${character.id}`).expect(200);
    await stream.waitFor(isEntity({ entity: 'character', id: character.id, change: 'deleted' }));
  });

  it('every open stream gets the events; a closed one stops cleanly', async () => {
    const second = await openEventStream(ctx.app, await sessionCookie(ctx.app));
    const project = await newProject(ctx.http);
    await second.waitFor(isEntity({ entity: 'project', id: project.id }));
    await stream.waitFor(isEntity({ entity: 'project', id: project.id }));
    const ended = new Promise((resolve) => second.response.on('close', resolve));
    second.close();
    await ended;
    // The server is fine after the client went away: writes still succeed and reach the other stream.
    const next = await newProject(ctx.http);
    await stream.waitFor(isEntity({ entity: 'project', id: next.id }));
  });

  it.each(['header', 'query'] as const)(
    'a client that reconnects with the last id it saw (%s) gets every event it missed, in order, then live ones',
    async (via) => {
      const leaving = await openEventStream(ctx.app, cookie);
      const seen = await newProject(ctx.http);
      await leaving.waitFor(isEntity({ entity: 'project', id: seen.id }));
      const lastEventId = leaving.lastEventId()!;
      leaving.close();

      // Written while the client is away: the stream that stayed open hears them as they happen.
      const project = await newProject(ctx.http);
      const scene = await newScene(ctx.http, project.id);
      const character = await newCharacter(ctx.http, project.id);
      await stream.waitFor(isEntity({ entity: 'character', id: character.id, change: 'created' }));

      const back = await openEventStream(ctx.app, cookie, { lastEventId, via });
      await back.waitFor(isEntity({ entity: 'character', id: character.id, change: 'created' }));
      const next = await newProject(ctx.http);
      await back.waitFor(isEntity({ entity: 'project', id: next.id }));
      await stream.waitFor(isEntity({ entity: 'project', id: next.id }));
      back.close();

      expect(back.events().some(isEntity({ entity: 'project', id: seen.id }))).toBe(false);
      expect(back.events().some(isEntity({ entity: 'scene', id: scene.id, change: 'created' }))).toBe(true);
      // The same ids, events and order as the stream that never left, nothing twice.
      const missedAndLive = eventsAfter(back, lastEventId);
      expect(missedAndLive).toEqual(eventsAfter(stream, lastEventId).slice(0, missedAndLive.length));
      expect(missedAndLive.at(-1)).toContain(`"id":${next.id}`);
    },
  );

  it('tells a client whose id the log does not know to refetch, with the id to go on from', async () => {
    const stale = await openEventStream(ctx.app, cookie, { lastEventId: '1-1', via: 'header' });
    const resync = await stale.waitFor((event) => event.kind === 'resync');
    expect(resync.data).toEqual({ reason: 'unknown-id' });
    const project = await newProject(ctx.http);
    await stale.waitFor(isEntity({ entity: 'project', id: project.id }));
    const [resyncMessage, projectMessage] = stale.messages.filter((message) => message.event !== undefined);
    expect(projectMessage.id! > resyncMessage.id!).toBe(true);
    stale.close();
  });

  it('answers 400 for a lastEventId that is not an event id', async () => {
    const response = await ctx.http.get('/api/events?lastEventId=yesterday').expect(400);
    expect(JSON.stringify(response.body)).toContain('an event id looks like');
  });

  it('answers 401 without a session', async () => {
    const anonymous = await openEventStream(ctx.app);
    expect(anonymous.response.statusCode).toBe(401);
    anonymous.close();
  });
});

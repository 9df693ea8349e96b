import { EVENTS_RETRY_MS, type EntityEvent, type LiveEvent } from '@studio/contracts/events';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { linkCharacter, newCharacter, newProject, newScene, newVoiceLine } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const isEntity = (expected: Partial<EntityEvent>) => (event: LiveEvent) =>
  event.kind === 'entity' && Object.entries(expected).every(([key, value]) => event.data[key as keyof EntityEvent] === value);

describe(`live events stream (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let stream: EventStream;
  beforeAll(async () => {
    ctx = await createTestApp();
    stream = await openEventStream(ctx.app, await sessionCookie(ctx.app));
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
    expect(stream.messages[0]).toEqual({ retry: EVENTS_RETRY_MS, comment: 'connected' });
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

  it('answers 401 without a session', async () => {
    const anonymous = await openEventStream(ctx.app);
    expect(anonymous.response.statusCode).toBe(401);
    anonymous.close();
  });
});

import type { EntityEvent, LiveEvent } from '@studio/contracts/events';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { newCharacter, newProject } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ProjectTouchSubscriber } from './project-touch.subscriber';

const isEntity = (expected: Partial<EntityEvent>) => (event: LiveEvent) =>
  event.kind === 'entity' && Object.entries(expected).every(([key, value]) => event.data[key as keyof EntityEvent] === value);

/** Every write to a project's content goes through ProjectTouchSubscriber; without it these fail. */
describe(`project touch subscriber (${process.env.TEST_DB})`, () => {
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

  const revisionOf = async (projectId: number): Promise<number> => {
    const [row] = (await ctx.dataSource.query('SELECT revision FROM projects WHERE id = ?', [projectId])) as Array<{ revision: number | string }>;
    return Number(row.revision);
  };

  it('is registered in the DataSource the app runs on', () => {
    expect(() => ProjectTouchSubscriber.of(ctx.dataSource)).not.toThrow();
  });

  it('moves the project when one of its characters is updated, and announces it after the write', async () => {
    const project = await newProject(ctx.http);
    const character = await newCharacter(ctx.http, project.id);
    const before = await revisionOf(project.id);
    const overview = await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200);

    await ctx.http.put(`/api/characters/${character.id}`).send({ name: 'Captain Mara' }).expect(200);

    expect(await revisionOf(project.id)).toBeGreaterThan(before);
    await stream.waitFor(isEntity({ entity: 'character', id: character.id, projectId: project.id, change: 'updated' }));
    // The cached overview is not served again: it names the new name.
    const after = await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200);
    expect(overview.body.characters[0].name).not.toBe('Captain Mara');
    expect(after.body.characters[0].name).toBe('Captain Mara');
  });

  it("announces the project's own writes the same way: made (in a blueprint's transaction too), renamed with its revision moved, deleted", async () => {
    const project = await newProject(ctx.http);
    await stream.waitFor(isEntity({ entity: 'project', id: project.id, projectId: project.id, change: 'created' }));
    const before = await revisionOf(project.id);

    await ctx.http.put(`/api/projects/${project.id}`).send({ name: 'Renamed by the touch spec' }).expect(200);
    expect(await revisionOf(project.id)).toBeGreaterThan(before);
    await stream.waitFor(isEntity({ entity: 'project', id: project.id, change: 'updated' }));

    await ctx.http.delete(`/api/projects/${project.id}`).expect(200);
    await stream.waitFor(isEntity({ entity: 'project', id: project.id, change: 'deleted' }));

    const { body: made } = await ctx.http.post('/api/projects/blueprint').send({ project: { name: 'Made by a blueprint' } }).expect(201);
    await stream.waitFor(isEntity({ entity: 'project', id: made.projectId, projectId: made.projectId, change: 'created' }));
  });

  it('leaves other projects alone', async () => {
    const [mine, other] = [await newProject(ctx.http), await newProject(ctx.http)];
    const character = await newCharacter(ctx.http, mine.id);
    const otherBefore = await revisionOf(other.id);
    await ctx.http.delete(`/api/characters/${character.id}`).expect(200);
    await stream.waitFor(isEntity({ entity: 'character', id: character.id, projectId: mine.id, change: 'deleted' }));
    expect(await revisionOf(other.id)).toBe(otherBefore);
  });
});

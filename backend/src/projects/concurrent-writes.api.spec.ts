import { characterListSchema } from '@studio/contracts/characters';
import { sceneListSchema } from '@studio/contracts/scenes';
import { setListSchema } from '@studio/contracts/sets';
import type { Response } from 'supertest';
import { reportFigure } from '../../test/reliability-figures';
import { useTestProject } from '../../test/test-app';

const CLIENTS = 50;
const STEPS = 20;

/** What one client believes it made: the rows it created and did not delete, with their last names. */
interface ClientRows {
  characters: Map<number, string>;
  sets: Map<number, string>;
  scenes: Map<number, string>;
}

/**
 * 50 clients at once, each making 20 creates, updates and deletes of characters, sets and scenes
 * in one project: afterwards the project holds exactly what the clients were told they made, no
 * row lost or doubled, and no request answered 5xx.
 */
describe(`concurrent writes (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject();

  /** Sends one write; every answer must be the expected success (a 5xx or a refusal fails the test). */
  async function write(expected: number, send: () => Promise<Response>): Promise<{ id: number }> {
    const response = await send();
    if (response.status !== expected) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: number };
  }

  async function runClient(client: number): Promise<ClientRows> {
    const rows: ClientRows = { characters: new Map(), sets: new Map(), scenes: new Map() };
    const { http, projectId } = ctx;
    for (let step = 0; step < STEPS; step += 1) {
      const name = `client ${client} step ${step}`;
      const [firstCharacter] = rows.characters.keys();
      const lastSet = [...rows.sets.keys()].at(-1);
      switch (step % 5) {
        case 0: {
          const { id } = await write(201, () => http.post('/api/characters').send({ name, projectId }));
          rows.characters.set(id, name);
          break;
        }
        case 1: {
          const { id } = await write(201, () => http.post('/api/sets').send({ name, type: 'farm', projectId }));
          rows.sets.set(id, name);
          break;
        }
        case 2: {
          const { id } = await write(201, () => http.post('/api/scenes').send({ name, projectId, setId: lastSet }));
          rows.scenes.set(id, name);
          break;
        }
        case 3: {
          await write(200, () => http.put(`/api/characters/${firstCharacter!}`).send({ name }));
          rows.characters.set(firstCharacter!, name);
          break;
        }
        default: {
          // Every other round a character goes; otherwise the set the scene above uses is renamed.
          if (step % 10 === 4) {
            await write(200, () => http.delete(`/api/characters/${firstCharacter!}`));
            rows.characters.delete(firstCharacter!);
          } else {
            await write(200, () => http.put(`/api/sets/${lastSet!}`).send({ name }));
            rows.sets.set(lastSet!, name);
          }
        }
      }
    }
    return rows;
  }

  it(`${CLIENTS} clients × ${STEPS} writes: nothing lost, nothing doubled, no 5xx`, async () => {
    const { http, projectId } = ctx;
    const clients = await Promise.all(Array.from({ length: CLIENTS }, (_, client) => runClient(client)));

    const expected = (pick: (rows: ClientRows) => Map<number, string>) =>
      clients.flatMap((rows) => [...pick(rows)].map(([id, name]) => ({ id, name }))).sort((a, b) => a.id - b.id);
    const stored = <T extends { id: number; name: string }>(list: T[]) => list.map(({ id, name }) => ({ id, name }));

    const characters = characterListSchema.parse((await http.get(`/api/projects/${projectId}/characters`).expect(200)).body);
    const sets = setListSchema.parse((await http.get(`/api/projects/${projectId}/sets`).expect(200)).body);
    const scenes = sceneListSchema.parse((await http.get(`/api/projects/${projectId}/scenes`).expect(200)).body);
    expect(stored(characters)).toEqual(expected((rows) => rows.characters));
    expect(stored(sets)).toEqual(expected((rows) => rows.sets));
    expect(stored(scenes)).toEqual(expected((rows) => rows.scenes));
    expect(characters).toHaveLength(CLIENTS * 2);
    expect(sets).toHaveLength(CLIENTS * 4);
    expect(scenes).toHaveLength(CLIENTS * 4);
    reportFigure(
      `${CLIENTS} concurrent clients × ${STEPS} creates, updates and deletes (${process.env.TEST_DB}): ` +
        `${CLIENTS * STEPS} requests, 0 answered 5xx, 0 rows lost, 0 rows doubled: PASS`,
    );
    // What it checks is what was written, not how fast: a project's named writes of one kind take turns.
  }, 120_000);
});

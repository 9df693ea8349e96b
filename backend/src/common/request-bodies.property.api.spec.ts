import { randomBytes } from 'node:crypto';
import { faker } from '@faker-js/faker';
import { API_ROUTES, apiRoutes } from '@studio/contracts/api-routes';
import type { AnalyzeScriptResult } from '@studio/contracts/scripts';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { fake, setFaker } from 'zod-schema-faker/v4';
import { startFakeProviders } from '../../test/fake-providers';
import { linkCharacter, newQueuedCharacter, newQueuedMusicTrack, newQueuedSet, newQueuedVoiceLine, newScene } from '../../test/factories';
import { deleteRedisKeys, TEST_REDIS_URL } from '../../test/redis';
import { reportFigure } from '../../test/reliability-figures';
import { fountainScript } from '../../test/screenplays';
import { useTestProject } from '../../test/test-app';

setFaker(faker);

jest.setTimeout(180_000);

type Route = (typeof API_ROUTES)[number];
type Path = ReadonlyArray<string | number>;

// login is rate limited, logout would end the session every other request is sent with, and a
// valid events query opens a stream that never ends (its refusals are in events.api.spec.ts).
const NOT_FUZZED = new Set<string>(['login', 'logout', 'streamEvents']);
/** Each route with a body or a query, and the schema of the one it has (no route has both). */
const FUZZED = API_ROUTES.flatMap((route) => {
  const schema = route.query ?? route.body;
  return schema && !NOT_FUZZED.has(route.name) ? [[route.name, route, schema] as const] : [];
});
const RUNS_PER_ROUTE = 25;

/** Rows of the test project that paths and bodies can name, by id or by name. */
interface Existing {
  project: number;
  character: number;
  set: number;
  music: number;
  scene: number;
  voiceLine: number;
  script: number;
  names: { project: string; character: string; set: string; scene: string };
}
type ExistingId = Exclude<keyof Existing, 'names'>;

/** Whose id a route's `:id` is, by the path it starts with. */
const ID_OWNERS: ReadonlyArray<[prefix: string, kind: ExistingId]> = [
  ['/api/projects/', 'project'],
  ['/api/director/', 'project'],
  ['/api/characters/', 'character'],
  ['/api/sets/', 'set'],
  ['/api/music/', 'music'],
  ['/api/scenes/', 'scene'],
  ['/api/voicelines/', 'voiceLine'],
];

/** Body fields that refer to something, and what existing thing they may be pointed at (where the field takes it). */
const BODY_REFERENCES: Record<string, (existing: Existing) => unknown> = {
  projectId: (existing) => existing.project,
  projectName: (existing) => existing.names.project,
  characterId: (existing) => existing.character,
  setId: (existing) => existing.set,
  musicId: (existing) => existing.music,
  sceneId: (existing) => existing.scene,
  scriptPath: (existing) => String(existing.script),
  scene: (existing) => existing.names.scene,
  sceneName: (existing) => existing.names.scene,
  set: (existing) => existing.names.set,
  setName: (existing) => existing.names.set,
  characters: (existing) => [existing.names.character],
};

const MISSING_ID = 2_000_000_000;

// The budgets of rate-limited routes, out of the way: a 429 would stop the input before it is read.
const UNLIMITED = { UPLOADS_PER_MINUTE: '1000000', ANALYSES_PER_MINUTE: '1000000', GENERATIONS_PER_MINUTE: '1000000' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values no well-behaved client sends: wrong types, null, odd numbers, ids nothing has, hostile and huge strings. */
const oddValue = fc.oneof(
  fc.constant(null),
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(-1, 0, 1.5, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 'NaN', 'Infinity', '-1', '1e3', '0x1F', ' 7 ', '', ' ', true, [], {}),
  fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\uD800b', '\uDFFF', '\u202Eevil', 'e\u0301'.repeat(200), '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd'),
  fc.tuple(fc.integer({ min: 256, max: 120_000 }), fc.constantFrom('x', 'é', '😀')).map(([length, unit]) => unit.repeat(length)),
);

type Mutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: oddValue }) },
  fc.record({
    kind: fc.constant('extra' as const),
    pick: fc.nat(),
    key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'id')),
    value: fc.anything({ maxDepth: 2 }),
  }),
  fc.record({ kind: fc.constant('body' as const), value: fc.oneof(fc.anything({ maxDepth: 2 }), fc.constantFrom(null, [], {}, 'text', 42)) }),
  fc.record({ kind: fc.constant('raw' as const), text: fc.constantFrom('{', '{"name": }', '[1,2', 'nul', '{"a":1}}', '\u0000', "{'name':'x'}") }),
);

/** Text a screenplay may hold in its title page, headings, cues and lines: anything, of any length. */
const screenplayText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\uD800b', '😀', '<b>bold</b>', "'; DROP TABLE scenes; --"),
  fc.tuple(fc.integer({ min: 200, max: 3000 }), fc.constantFrom('x', 'é', '😀')).map(([length, unit]) => unit.repeat(length)),
);

/** Where a path parameter points: at an existing row, at none, or at no id at all. */
const paramChoice = fc.oneof(
  { weight: 3, arbitrary: fc.constant<'existing' | 'missing'>('existing') },
  fc.constant<'existing' | 'missing'>('missing'),
  fc.constantFrom('0', '-5', '1.5', 'abc', '99999999999999999999', '1e3', '%F0%9F%98%80', '%00'),
);

/** The properties of every object and the items of every array inside `value`, as paths. */
function pathsIn(value: unknown, at: Path = []): Path[] {
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isRecord(value)
      ? Object.entries(value)
      : [];
  return entries.flatMap(([key, item]) => [[...at, key], ...pathsIn(item, [...at, key])]);
}

/** `value` itself and every object inside it, as paths. */
const objectPathsIn = (value: unknown): Path[] => [[], ...pathsIn(value).filter((path) => isRecord(valueAt(value, path)))];

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (current, key) => (isRecord(current) || Array.isArray(current) ? (current as Record<string | number, unknown>)[key] : undefined),
    value,
  );

/** The parts of a zod definition that hold other schemas. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
}

/** The top-level fields of a body or query schema, whether the fake filled them or not. */
function fieldsOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  const def = schema._zod.def as SchemaDef;
  if (def.shape) return def.shape;
  return def.innerType ? fieldsOf(def.innerType) : {};
}

/**
 * The schema as a client fills it in: every pipe (a transform after a field, e.g. null read as
 * absent) replaced by its input side. zod-schema-faker fakes a pipe's input anyway, but throws when
 * that input comes out null or absent.
 */
function inputSide(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as SchemaDef;
  const withDef = (changes: Partial<SchemaDef>) => z.core.util.clone(schema, { ...schema._zod.def, ...changes } as z.core.$ZodTypeDef);
  if (def.type === 'pipe' && def.in) return inputSide(def.in);
  if (def.shape) return withDef({ shape: Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, inputSide(field)])) });
  if (def.element) return withDef({ element: inputSide(def.element) });
  if (def.options) return withDef({ options: def.options.map(inputSide) });
  if (def.innerType) return withDef({ innerType: inputSide(def.innerType) });
  return schema;
}

/** What goes over the wire: a JSON value (undefined: no body), or text that claims to be JSON. */
type Payload = { json: unknown } | { raw: string };

function mutate(value: unknown, change: Mutation, fieldNames: string[]): Payload {
  if (change.kind === 'body') return { json: change.value };
  if (change.kind === 'raw') return { raw: change.text };
  const copy = structuredClone(value) ?? {};
  const within = (pick: number, paths: Path[]) => paths[pick % paths.length];
  if (change.kind === 'extra') {
    const target = valueAt(copy, within(change.pick, objectPathsIn(copy)));
    if (isRecord(target)) Object.defineProperty(target, change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
    return { json: copy };
  }
  const paths = [...pathsIn(copy), ...fieldNames.map((name) => [name])];
  if (paths.length === 0) return { json: change.kind === 'set' ? change.value : copy };
  const path = within(change.pick, paths);
  const parent = valueAt(copy, path.slice(0, -1));
  const key = path[path.length - 1];
  if (Array.isArray(parent) && typeof key === 'number') {
    if (change.kind === 'drop') parent.splice(key, 1);
    else parent[key] = change.value;
  } else if (isRecord(parent)) {
    if (change.kind === 'drop') delete parent[key];
    else parent[key] = change.value;
  }
  return { json: copy };
}

/** A form field or query value as text, as a browser would send it. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const bigintAsText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Every row of every table but the session store (a request may touch its session), each table's
 * rows sorted: "nothing was written" is this being equal before and after a request.
 */
async function databaseSnapshot(dataSource: DataSource): Promise<Map<string, string>> {
  const tables = [...new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName))].filter(
    (table) => table !== 'sessions',
  );
  const snapshot = new Map<string, string>();
  for (const table of tables) {
    const rows = (await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(table)}`)) as unknown[];
    snapshot.set(table, JSON.stringify(rows.map((row) => JSON.stringify(row, bigintAsText)).sort()));
  }
  return snapshot;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((table) => before.get(table) !== after.get(table));

/** What the fuzzing did, for docs/benchmarks.md. */
const tally = { requests: 0, serverErrors: 0, routes: new Set<string>(), statuses: new Map<number, number>() };

let providers: Awaited<ReturnType<typeof startFakeProviders>>;
beforeAll(async () => {
  providers = await startFakeProviders();
});
afterAll(() => providers.close());

/**
 * Every JSON body (and query) of the route table, generated from its schema and then spoiled, sent
 * with a session to paths naming existing rows or none. Jobs are queued on a Redis nobody works
 * (JOBS_IN_API=false), so only the requests themselves write to the database.
 */
describe(`request bodies under generated and mutated input (${process.env.TEST_DB})`, () => {
  const prefix = `studio-test-${randomBytes(6).toString('hex')}`;
  const ctx = useTestProject(() => ({
    env: { ...providers.env, ...UNLIMITED, REDIS_URL: TEST_REDIS_URL, JOB_QUEUE_PREFIX: prefix, JOBS_IN_API: 'false' },
  }));
  let existing: Existing;
  let lastSnapshot: Map<string, string>;

  beforeAll(async () => {
    const { http, projectId } = ctx;
    const project = (await http.get(`/api/projects/${projectId}`).expect(200)).body as { name: string };
    const character = await newQueuedCharacter(http, projectId);
    const set = await newQueuedSet(http, projectId);
    const music = await newQueuedMusicTrack(http, projectId);
    const scene = await newScene(http, projectId, { setId: set.id, musicId: music.id });
    await linkCharacter(http, scene.id, character.id);
    const voiceLine = await newQueuedVoiceLine(http, character.id, { sceneId: scene.id });
    const script = (await http.post('/api/scripts/analyze').send({ projectName: project.name, text: fountainScript() }).expect(201))
      .body as AnalyzeScriptResult;
    existing = {
      project: projectId,
      character: character.id,
      set: set.id,
      music: music.id,
      scene: scene.id,
      voiceLine: voiceLine.id,
      script: script.scriptId,
      names: { project: project.name, character: character.name, set: set.name, scene: scene.name },
    };
    lastSnapshot = await databaseSnapshot(ctx.dataSource);
  });
  afterAll(async () => {
    await deleteRedisKeys(prefix);
    const statuses = Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b));
    const { requests, routes, serverErrors } = tally;
    reportFigure(
      `request bodies fuzzed (${process.env.TEST_DB}): ${requests} requests over ${routes.size} routes, ${serverErrors} answered 5xx, ` +
        `every refused request wrote nothing; statuses ${JSON.stringify(statuses)}: ${serverErrors === 0 ? 'PASS' : 'MISS'}`,
    );
  });

  /** The route's path with each parameter filled: an existing row's id, a missing one, junk, or a faked value (an enum's member). */
  function pathOf(route: Route, choice: 'existing' | 'missing' | string): string {
    const faked = route.params ? (fake(route.params) as Record<string, unknown>) : {};
    return route.path.replace(/:(\w+)/g, (_match, name: string) => {
      if (choice !== 'existing' && choice !== 'missing') return choice;
      if (name !== 'id') return choice === 'existing' ? encodeURIComponent(String(faked[name])) : 'no-such-thing';
      const owner = ID_OWNERS.find(([start]) => route.path.startsWith(start));
      return String(choice === 'existing' && owner ? existing[owner[1]] : MISSING_ID);
    });
  }

  async function send(route: Route, path: string, payload: Payload, multipart: boolean) {
    const request = ctx.http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if ('raw' in payload) return request.set('Content-Type', 'application/json').send(payload.raw);
    const { json } = payload;
    if (route.query) {
      return isRecord(json) ? request.query(Object.fromEntries(Object.entries(json).map(([key, value]) => [key, asText(value)]))) : request;
    }
    if (multipart && isRecord(json)) {
      for (const [key, value] of Object.entries(json)) if (value !== undefined && value !== null) request.field(key, asText(value));
      return request;
    }
    return json === undefined ? request : request.set('Content-Type', 'application/json').send(JSON.stringify(json));
  }

  /** Never a 5xx; a 4xx writes nothing. */
  async function check(route: Route, path: string, payload: Payload, multipart: boolean) {
    const response = await send(route, path, payload, multipart);
    const after = await databaseSnapshot(ctx.dataSource);
    const before = lastSnapshot;
    lastSnapshot = after;
    tally.requests += 1;
    tally.routes.add(route.name);
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    const sent = ('raw' in payload ? payload.raw : JSON.stringify(payload.json) ?? '(no body)').slice(0, 300);
    if (response.status >= 500) {
      tally.serverErrors += 1;
      throw new Error(`${route.method} ${path} ${sent} -> ${response.status} ${response.text.slice(0, 300)}`);
    }
    const written = changedTables(before, after);
    if (response.status >= 400 && written.length > 0) {
      throw new Error(`${route.method} ${path} ${sent} -> ${response.status} ${response.text.slice(0, 200)}; yet ${written.join(', ')} changed`);
    }
  }

  it.each(FUZZED)('%s: no 5xx, and nothing written on a 4xx', async (_name, route, routeSchema) => {
    const schema = inputSide(routeSchema);
    const fields = fieldsOf(routeSchema);
    const fieldNames = Object.keys(fields);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.boolean(),
        fc.option(mutation, { freq: 3, nil: undefined }),
        paramChoice,
        fc.boolean(),
        async (seed, pointAtExisting, change, param, multipart) => {
          faker.seed(seed);
          const valid = fake(schema);
          if (pointAtExisting && isRecord(valid)) {
            for (const field of fieldNames.filter((name) => name in BODY_REFERENCES)) {
              const reference = BODY_REFERENCES[field](existing);
              if (z.safeParse(fields[field], reference).success) valid[field] = reference;
            }
          }
          const payload = change ? mutate(valid, change, fieldNames) : { json: valid };
          await check(route, pathOf(route, param), payload, Boolean(route.upload) && multipart);
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  // A title page, heading or cue can say anything; what the analysis keeps of it must fit the columns.
  it('analyzeScript with screenplays of odd titles, places, names and lines: no 5xx, and nothing written on a 4xx', async () => {
    const route: Route = { ...apiRoutes.analyzeScript, name: 'analyzeScript' };
    await fc.assert(
      fc.asyncProperty(screenplayText, screenplayText, screenplayText, screenplayText, fc.boolean(), async (title, place, name, line, intoExisting) => {
        const scene = { heading: `INT. ${place} - NIGHT`, action: `${name} waits.`, lines: [[name.toUpperCase(), line] as [string, string]] };
        const projectName = intoExisting ? existing.names.project : 'Screenplays';
        await check(route, route.path, { json: { projectName, text: fountainScript([scene], title), generateDirectorMemory: true } }, false);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});

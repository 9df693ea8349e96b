import { z } from 'zod';
import { API_ROUTES } from './api-routes';

/** Every object schema inside `schema` (itself, fields, list items, union options, both ends of pipes), by where it sits. */
function* objectsIn(schema: z.core.$ZodType, at: string): Generator<[string, z.ZodObject]> {
  if (schema instanceof z.ZodObject) {
    yield [at, schema];
    for (const [key, field] of Object.entries(schema.shape)) yield* objectsIn(field, `${at}.${key}`);
  } else if (schema instanceof z.ZodArray) {
    yield* objectsIn(schema.element, `${at}[]`);
  } else if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) yield* objectsIn(option, at);
  } else if (schema instanceof z.ZodPipe) {
    yield* objectsIn(schema.in, at);
    yield* objectsIn(schema.out, at);
  } else if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault
  ) {
    yield* objectsIn(schema.unwrap(), at);
  }
}

/** The optional fields (those that may be left out) of every body and query schema of the route table. */
const optionalFields = API_ROUTES.flatMap((route) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    return [...objectsIn(schema, `${route.name} ${part}`)].flatMap(([at, object]) =>
      Object.entries(object.shape)
        .filter(([, field]) => z.safeParse(field, undefined).success)
        .map(([key, field]) => ({ where: `${at}.${key}`, field })),
    );
  }),
);

describe('optional fields of request bodies and queries', () => {
  it('are found in the route table', () => {
    const where = optionalFields.map((entry) => entry.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'createCharacter body.referenceImagePath',
        'updateCharacter body.voice',
        'createProjectFromBlueprint body.characters[].isPirate',
        'generateAssets body.assets[].scene',
        'listJobs query.projectId',
      ]),
    );
  });

  // JSON clients send null for "no value": it must never be a 400, whichever field forgets `.nullish()` or `optionalField`.
  it('take null, read as absent (or kept as null, which clears a nullable column on update)', () => {
    const refused = optionalFields.flatMap(({ where, field }) => {
      const parsed = z.safeParse(field, null);
      if (!parsed.success) return [`${where}: ${parsed.error.issues[0]?.message}`];
      const absent = z.parse(field, undefined);
      const readAsAbsent = JSON.stringify(parsed.data) === JSON.stringify(absent);
      return parsed.data === null || readAsAbsent ? [] : [`${where}: null read as ${JSON.stringify(parsed.data)}`];
    });
    expect(refused).toEqual([]);
  });
});

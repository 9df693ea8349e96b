import type { z } from 'zod';
import { idParamSchema, okSchema } from './common';
import type { RouteError } from './route-definition';

/** An item's schemas: one, a project's list, and the bodies that create and update one. */
export interface ProjectItemSchemas {
  item: z.ZodType;
  list: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
}

type IdParams = typeof idParamSchema;
type Conflict = { 409: RouteError };

/**
 * The five routes with their literal names, methods, paths and schemas, which the controllers and
 * the client are typed by: listProject<All>, get<One>, create<One>, update<One>, delete<One>.
 */
export type ProjectItemRoutes<One extends string, All extends string, S extends ProjectItemSchemas> = Record<
  `listProject${All}`,
  { method: 'GET'; path: `/api/projects/:id/${Lowercase<All>}`; summary: string; params: IdParams; response: S['list'] }
> &
  Record<`get${One}`, { method: 'GET'; path: `/api/${Lowercase<All>}/:id`; summary: string; params: IdParams; response: S['item'] }> &
  Record<`create${One}`, { method: 'POST'; path: `/api/${Lowercase<All>}`; summary: string; body: S['create']; response: S['item']; errors: Conflict }> &
  Record<
    `update${One}`,
    { method: 'PUT'; path: `/api/${Lowercase<All>}/:id`; summary: string; params: IdParams; body: S['update']; response: S['item']; errors: Conflict }
  > &
  Record<`delete${One}`, { method: 'DELETE'; path: `/api/${Lowercase<All>}/:id`; summary: string; params: IdParams; response: typeof okSchema }>;

/**
 * The routes every project item (character, set, music track, scene, voice line) answers alike:
 * list a project's, get, create, update and delete one. `one` and `all` name the item and the
 * list ('MusicTrack', 'Music'): the routes are named after them, the path is /api/<all, lower
 * case>, and the summaries speak of 'a music track' and 'Music tracks'. A resource's own routes
 * sit beside these in its `<resource>.routes.ts`; `conflict` is why create and update answer 409.
 */
export function projectItemRoutes<const One extends string, const All extends string, S extends ProjectItemSchemas>(
  one: One,
  all: All,
  conflict: RouteError,
  schemas: S,
): ProjectItemRoutes<One, All, S> {
  const noun = one.replace(/\B([A-Z])/g, ' $1').toLowerCase();
  const collection = `/api/${all.toLowerCase()}`;
  const errors = { 409: conflict };
  return {
    [`listProject${all}`]: {
      method: 'GET',
      path: `/api/projects/:id/${all.toLowerCase()}`,
      summary: `${noun[0].toUpperCase()}${noun.slice(1)}s of a project`,
      params: idParamSchema,
      response: schemas.list,
    },
    [`get${one}`]: { method: 'GET', path: `${collection}/:id`, summary: `One ${noun}`, params: idParamSchema, response: schemas.item },
    [`create${one}`]: { method: 'POST', path: collection, summary: `Create a ${noun}`, body: schemas.create, response: schemas.item, errors },
    [`update${one}`]: { method: 'PUT', path: `${collection}/:id`, summary: `Update a ${noun}`, params: idParamSchema, body: schemas.update, response: schemas.item, errors },
    [`delete${one}`]: { method: 'DELETE', path: `${collection}/:id`, summary: `Delete a ${noun}`, params: idParamSchema, response: okSchema },
  } as ProjectItemRoutes<One, All, S>;
}

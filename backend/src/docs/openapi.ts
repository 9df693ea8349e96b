import { ROUTE_GROUPS, successStatus, type ApiRoute, type RouteError, type RouteName } from '@studio/contracts/api-routes';
import { liveEventSchema } from '@studio/contracts/events';
import { errorBodySchema } from '@studio/contracts/common';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from '../auth';

type JsonSchema = Record<string, unknown>;

/** A type, not an interface, so it is assignable to the contracts' loose document schema. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  security: Array<Record<string, string[]>>;
};

export interface OpenApiOptions {
  version: string;
}

/** A route of the table with its name, which becomes the operationId. */
export type NamedRoute = ApiRoute & { name: RouteName };

/** zod 4's JSON Schema (draft 2020-12, what OpenAPI 3.1 uses) without the `$schema` marker. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/scenes/:id` -> `/api/scenes/{id}` */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** A route's own error: an ErrorBody, whose `code` is one of those listed when the client acts on it. */
function routeErrorResponse(error: RouteError) {
  if (typeof error === 'string') return errorResponse(error);
  const schema = { allOf: [{ $ref: '#/components/schemas/ErrorBody' }, { type: 'object', properties: { code: { enum: [...error.codes] } } }] };
  return { description: error.description, content: { 'application/json': { schema } } };
}

/** The stream as it is sent: `event: <kind>` then `data: <one JSON object>`, a blank line between messages. */
function eventStreamDescription(): JsonSchema {
  const kinds = liveEventSchema.options.map((option) => {
    const { kind, data } = option.shape;
    return [kind.value, jsonSchema(data, 'output')] as const;
  });
  return {
    type: 'string',
    description:
      'Server-sent events. The stream opens with `retry:`, the `id:` of the newest logged event and a comment; each message is ' +
      '`id: <event id>`, `event: <kind>` and one `data:` line holding the JSON of that kind (x-events); comment lines (`: heartbeat`) ' +
      'keep it open. With a `Last-Event-ID` header (or `lastEventId`) the stream first replays every logged event after that id, ' +
      'in order, or sends one `resync` event (refetch everything) when the log no longer reaches back to it.',
    'x-events': Object.fromEntries(kinds),
    example: 'id: 1732750000000-0\nevent: job\ndata: {"id":12,"type":"scene.render","state":"running","progress":40}\n\n',
  };
}

/** The success answer's media type and schema, by the route's response format. */
function successContent(route: ApiRoute): Record<string, { schema: JsonSchema }> {
  switch (route.format ?? 'json') {
    case 'event-stream':
      return { 'text/event-stream': { schema: eventStreamDescription() } };
    case 'html':
      return { 'text/html': { schema: { type: 'string' } } };
    case 'file':
      return Object.fromEntries((route.mediaTypes ?? ['application/octet-stream']).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
    case 'json':
      return {
        'application/json': { schema: jsonSchema(route.response, 'output') },
        ...Object.fromEntries((route.mediaTypes ?? []).map((type) => [type, { schema: { type: 'string' } }])),
      };
  }
}

/** JSON, or multipart/form-data with the upload's file field beside any text fields. */
function requestBody(route: ApiRoute) {
  if (route.upload) {
    const fields = route.body ? (jsonSchema(route.body, 'input') as { properties?: JsonSchema; required?: string[] }) : {};
    const file = route.upload;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              ...fields.properties,
              [file.field]: { type: 'string', format: 'binary', description: `${file.mimeTypes.join(', ')}; at most ${file.maxBytes} bytes` },
            },
            required: route.uploadOptional ? (fields.required ?? []) : [...(fields.required ?? []), file.field],
          },
          encoding: { [file.field]: { contentType: file.mimeTypes.join(', ') } },
        },
      },
    };
  }
  if (route.body) return { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
  return undefined;
}

/** Each route group's tag, by route name. */
const TAG_OF = new Map(ROUTE_GROUPS.flatMap(({ tag, routes }) => Object.keys(routes).map((name) => [name, tag] as const)));

/** The headers a 303 answer carries. */
const REDIRECT = { description: 'Where to go', schema: { type: 'string' } };

function operation(route: NamedRoute) {
  const success = successStatus(route);
  const responses: Record<string, unknown> = {
    [success]: { description: route.summary, content: successContent(route), ...(success === 303 ? { headers: { Location: REDIRECT } } : {}) },
  };
  for (const [status, why] of Object.entries(route.alsoSucceeds ?? {})) responses[status] = { description: why, content: successContent(route) };
  // The errors every route of its kind may answer, then the route's own.
  if (route.params || route.query || route.body || route.upload) responses['400'] = { $ref: '#/components/responses/ValidationFailed' };
  if (!route.public || route.path === '/api/auth/login') responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (route.method !== 'GET') responses['403'] = { $ref: '#/components/responses/CrossSite' };
  if (route.path.includes(':')) responses['404'] = { $ref: '#/components/responses/NotFound' };
  if (route.upload) {
    responses['413'] = errorResponse(`The file is larger than ${route.upload.maxBytes} bytes`);
    responses['507'] = { $ref: '#/components/responses/DiskFull' };
  }
  if (route.rateLimit) responses['429'] = { $ref: '#/components/responses/RateLimited' };
  responses['503'] = { $ref: '#/components/responses/Unavailable' };
  for (const [status, error] of Object.entries(route.errors ?? {})) responses[status] = routeErrorResponse(error);
  responses['500'] = { $ref: '#/components/responses/Error' };

  const params = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
  const body = requestBody(route);
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [TAG_OF.get(route.name) ?? 'api'],
    ...(route.public ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the API, generated from the contracts' route list and schemas. */
export function buildOpenApiDocument(routes: readonly NamedRoute[], options: OpenApiOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Studio API',
      version: options.version,
      description:
        'Every route except those with `security: []` needs the session cookie that POST /api/auth/login sets. ' +
        'Every non-success response is a JSON ErrorBody.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the server that serves this document answers its routes, whatever its address.
    servers: [{ url: '/', description: 'The studio server that serves this document' }],
    tags: ROUTE_GROUPS.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      responses: {
        ValidationFailed: errorResponse('The input does not match the schema; `errors` lists each field'),
        Unauthorized: errorResponse('No session, or a wrong password at login'),
        NotFound: errorResponse('Nothing with that id or name'),
        CrossSite: errorResponse("A state-changing request from another site's page (Sec-Fetch-Site or Origin); nothing is written"),
        RateLimited: errorResponse("Over this route's per-minute budget; Retry-After says when to try again"),
        DiskFull: errorResponse('The server has no disk space left to save the file; nothing is written'),
        Unavailable: errorResponse('The database or the file store cannot be reached right now; Retry-After says when to try again'),
        Error: errorResponse('An unexpected failure'),
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'httpOnly session cookie set by POST /api/auth/login; over HTTPS it is named `__Host-studio.sid`',
        },
      },
    },
    security: [{ session: [] }],
  };
}

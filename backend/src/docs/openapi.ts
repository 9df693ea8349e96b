import { successStatus, type ApiRoute, type RouteName } from '@studio/contracts/api-routes';
import { errorBodySchema } from '@studio/contracts/common';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from '../auth';

type JsonSchema = Record<string, unknown>;

/** A type, not an interface, so it is assignable to the contracts' loose document schema. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
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

/** The success answer's media type and schema, by the route's response format. */
function successContent(route: ApiRoute): Record<string, { schema: JsonSchema }> {
  switch (route.format ?? 'json') {
    case 'event-stream':
      // Each event's `data:` line is one JSON object of this schema.
      return { 'text/event-stream': { schema: { type: 'string', description: 'data: lines, each one JSON object', 'x-event-schema': jsonSchema(route.response, 'output') } } };
    case 'html':
      return { 'text/html': { schema: { type: 'string' } } };
    case 'file':
      return { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
    case 'json':
      return { 'application/json': { schema: jsonSchema(route.response, 'output') } };
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

function operation(route: NamedRoute) {
  const responses: Record<string, unknown> = {
    [successStatus(route)]: { description: route.summary, content: successContent(route) },
  };
  if (route.params || route.query || route.body || route.upload) responses['400'] = { $ref: '#/components/responses/ValidationFailed' };
  if (route.upload) responses['413'] = errorResponse(`The file is larger than ${route.upload.maxBytes} bytes`);
  if (!route.public || route.path === '/api/auth/login') responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (route.path.includes(':')) responses['404'] = { $ref: '#/components/responses/NotFound' };
  if (route.path === '/api/auth/login') responses['429'] = errorResponse('Too many login attempts from this address');
  responses.default = { $ref: '#/components/responses/Error' };

  const params = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
  const body = requestBody(route);
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.path.split('/')[2] ?? 'api'],
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
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      responses: {
        ValidationFailed: errorResponse('The input does not match the schema; `errors` lists each field'),
        Unauthorized: errorResponse('No session, or a wrong password at login'),
        NotFound: errorResponse('Nothing with that id or name'),
        Error: errorResponse('Any other failure'),
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'httpOnly session cookie set by POST /api/auth/login',
        },
      },
    },
    security: [{ session: [] }],
  };
}

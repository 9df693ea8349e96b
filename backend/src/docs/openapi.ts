import type { ApiRoute } from '@studio/contracts/api-routes';
import { errorBodySchema } from '@studio/contracts/common';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from '../auth/auth.tokens';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  security: Array<Record<string, string[]>>;
}

export interface OpenApiOptions {
  version: string;
  /** Success status per `METHOD /path`; absent means 201 for POST, else 200. */
  successStatus?: (route: ApiRoute) => number | undefined;
}

/** zod 4's JSON Schema (draft 2020-12, what OpenAPI 3.1 uses) without the `$schema` marker. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/scenes/:id` -> `/api/scenes/{id}` */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const operationId = (route: ApiRoute) =>
  route.method.toLowerCase() +
  route.path
    .replace(/^\/api/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${segment.slice(1)}` : segment))
    .map((segment) => segment.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase()))
    .join('');

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

function operation(route: ApiRoute, options: OpenApiOptions) {
  const status = options.successStatus?.(route) ?? (route.method === 'POST' ? 201 : 200);
  const responses: Record<string, unknown> = {
    [status]: { description: route.summary, content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } },
  };
  if (route.params || route.query || route.body) responses['400'] = { $ref: '#/components/responses/ValidationFailed' };
  if (!route.public || route.path === '/api/auth/login') responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (route.path.includes(':')) responses['404'] = { $ref: '#/components/responses/NotFound' };
  if (route.path === '/api/auth/login') responses['429'] = errorResponse('Too many login attempts from this address');
  responses.default = { $ref: '#/components/responses/Error' };

  const params = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.path.split('/')[2] ?? 'api'],
    ...(route.public ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the API, generated from the contracts' route list and schemas. */
export function buildOpenApiDocument(routes: ApiRoute[], options: OpenApiOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, options) };
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

import { API_ROUTES } from '@studio/contracts/api-routes';
import { buildOpenApiDocument, toOpenApiPath } from './openapi';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(API_ROUTES, { version: '9.9.9' });

  it('turns express parameters into OpenAPI templates', () => {
    expect(toOpenApiPath('/api/projects/:id/overview')).toBe('/api/projects/{id}/overview');
    expect(toOpenApiPath('/api/platform/composition/:name/history')).toBe('/api/platform/composition/{name}/history');
  });

  it('documents every route of the contracts once', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = API_ROUTES.map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('9.9.9');
  });

  it('describes bodies, path parameters, errors and who may call', () => {
    const createVoiceLine = document.paths['/api/voicelines'].post as Record<string, any>;
    const body = createVoiceLine.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['characterId', 'text']));
    expect(createVoiceLine.responses['201']).toBeDefined();
    expect(createVoiceLine.responses['400']).toEqual({ $ref: '#/components/responses/ValidationFailed' });
    expect(createVoiceLine.responses['401']).toBeDefined();
    expect(createVoiceLine.security).toBeUndefined();

    const updateScene = document.paths['/api/scenes/{id}'].put as Record<string, any>;
    expect(updateScene.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(updateScene.responses['404']).toBeDefined();

    const health = document.paths['/api/health'].get as Record<string, any>;
    expect(health.security).toEqual([]);
    expect(health.responses['401']).toBeUndefined();

    const login = document.paths['/api/auth/login'].post as Record<string, any>;
    expect(login.responses['429']).toBeDefined();
    expect(document.components.schemas.ErrorBody).toMatchObject({ required: ['statusCode', 'message'] });
  });

  it('takes the success status and operation name from the table', () => {
    const login = document.paths['/api/auth/login'].post as Record<string, any>;
    expect(Object.keys(login.responses)).toContain('200');
    expect(Object.keys(login.responses)).not.toContain('201');
    expect(login.operationId).toBe('login');
    expect(Object.keys((document.paths['/api/characters/{id}/generate-model'].post as Record<string, any>).responses)).toContain('202');
  });

  it('describes multipart uploads and the event stream', () => {
    const upload = document.paths['/api/music/{id}/audio'].post as Record<string, any>;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(['file']);
    expect(upload.responses['413']).toBeDefined();

    const events = document.paths['/api/events'].get as Record<string, any>;
    const stream = events.responses['200'].content['text/event-stream'];
    expect(stream.schema['x-event-schema']).toBeDefined();
    expect(events.responses['200'].content['application/json']).toBeUndefined();
  });
});

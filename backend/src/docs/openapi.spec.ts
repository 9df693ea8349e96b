import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
    expect(Object.keys(stream.schema['x-events']).sort()).toEqual(['composition', 'entity', 'job', 'resync']);
    expect(stream.schema['x-events'].job.required).toEqual(expect.arrayContaining(['id', 'state']));
    expect(events.responses['200'].content['application/json']).toBeUndefined();
  });

  it("lists each route's own errors, with the codes a client acts on", () => {
    const createCharacter = document.paths['/api/characters'].post as Record<string, any>;
    expect(createCharacter.responses['409'].content['application/json'].schema.allOf[1].properties.code.enum).toEqual(['NAME_TAKEN']);
    const compose = document.paths['/api/platform/composition'].post as Record<string, any>;
    expect(Object.keys(compose.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '412', '422', '503', '500']));
    const directorRender = document.paths['/api/director/render'].post as Record<string, any>;
    expect(directorRender.responses['409'].content['application/json'].schema.allOf[1].properties.code.enum).toEqual(['SCENE_NOT_READY', 'RENDER_IN_PROGRESS']);
    expect(directorRender.responses['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
    const publish = document.paths['/api/platform/releases'].post as Record<string, any>;
    expect(Object.keys(publish.responses)).toEqual(expect.arrayContaining(['200', '201', '409', '413', '422', '507']));
  });

  it('names the media types that are sent, the server, the licence and every tag', () => {
    const exported = document.paths['/api/projects/{id}/export'].get as Record<string, any>;
    expect(Object.keys(exported.responses['200'].content)).toEqual(['application/zip']);
    const docs = document.paths['/api/docs'].get as Record<string, any>;
    expect(Object.keys(docs.responses['200'].content)).toEqual(['application/json', 'text/html']);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license.name).toBeTruthy();
    const used = new Set(Object.values(document.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => (operation as { tags: string[] }).tags)));
    expect([...used].sort()).toEqual(document.tags.map((tag) => tag.name).sort());
    expect(document.tags.every((tag) => tag.description.length > 0)).toBe(true);
  });
});

describe('the OpenAPI document under Redocly CLI', () => {
  it('lints with no errors', () => {
    const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(buildOpenApiDocument(API_ROUTES, { version: '1.0.0' })));
      const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
      const lint = spawnSync(process.execPath, [cli, 'lint', file, '--format=stylish'], {
        encoding: 'utf8',
        // No telemetry or update check: CI reaches no network but the package registry.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 60_000,
      });
      expect({ status: lint.status, output: `${lint.stdout}${lint.stderr}` }).toMatchObject({ status: 0 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

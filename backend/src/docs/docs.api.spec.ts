import request from 'supertest';
import { API_ROUTES } from '@studio/contracts/api-routes';
import { openApiDocumentSchema } from '@studio/contracts/platform';
import { createTestApp, type TestApp } from '../../test/test-app';
import { toOpenApiPath } from './openapi';
import { RouteTableService, routeKey } from './route-table.service';

describe(`OpenAPI document (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('needs a session like the rest of the API', async () => {
    await request(ctx.app.getHttpServer()).get('/api/docs').expect(401);
  });

  it('documents every route of the contracts with the status it really answers', async () => {
    const response = await ctx.http.get('/api/docs').expect(200);
    const document = openApiDocumentSchema.parse(response.body);
    expect(document.openapi).toBe('3.1.0');
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const statuses = new Map(
      ctx.app
        .get(RouteTableService)
        .routes()
        .map((route) => [routeKey(route.method, route.path), String(route.successStatus)]),
    );
    for (const route of API_ROUTES) {
      const operation = paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
      expect([route.method, route.path, Object.keys(operation?.responses ?? {})]).toEqual([
        route.method,
        route.path,
        expect.arrayContaining([statuses.get(routeKey(route.method, route.path))]),
      ]);
    }
    expect(Object.keys(paths['/api/auth/login'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect(Object.keys(paths['/api/projects'].post.responses)).toContain('201');
  });
});

import request from 'supertest';
import { API_ROUTES, successStatus } from '@studio/contracts/api-routes';
import { openApiDocumentSchema } from '@studio/contracts/platform';
import { useTestApp } from '../../test/test-app';
import { toOpenApiPath } from './openapi';
import { RouteTableService, routeKey } from './route-table.service';

describe(`API reference (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('needs a session like the rest of the API', async () => {
    await request(ctx.app.getHttpServer()).get('/api/docs').expect(401);
    await request(ctx.app.getHttpServer()).get('/api/docs.json').expect(401);
  });

  it('serves every route of the table with the status, session rule and caching the table gives, and nothing else', () => {
    const served = ctx.app
      .get(RouteTableService)
      .routes()
      .map((route) => [routeKey(route.method, route.path), route.successStatus, route.isPublic, route.noStore] as const);
    const table = API_ROUTES.map(
      (route) => [routeKey(route.method, route.path), successStatus(route), route.public === true, route.noStore === true] as const,
    );
    const byKey = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]) => a[0].localeCompare(b[0]);
    expect([...served].sort(byKey)).toEqual([...table].sort(byKey));
  });

  it('answers the OpenAPI document at /api/docs.json, and at /api/docs to a client asking for JSON', async () => {
    const json = await ctx.http.get('/api/docs.json').expect(200).expect('Content-Type', /json/);
    const document = openApiDocumentSchema.parse(json.body);
    expect(document.openapi).toBe('3.1.0');
    const paths = document.paths as Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    for (const route of API_ROUTES) {
      const operation = paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
      expect([route.name, Object.keys(operation?.responses ?? {})]).toEqual([route.name, expect.arrayContaining([String(successStatus(route))])]);
    }
    const asked = await ctx.http.get('/api/docs').set('Accept', 'application/json').expect(200);
    expect(asked.body).toEqual(json.body);
  });

  it('shows a browser the reference page, whose scripts and styles it serves', async () => {
    const page = await ctx.http.get('/api/docs').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/start-docs.js']);
    for (const asset of assets) {
      const response = await ctx.http.get(asset).expect(200);
      expect(response.headers['content-type']).toMatch(asset.endsWith('.css') ? /text\/css/ : /javascript/);
      expect(response.text.length).toBeGreaterThan(0);
    }
    const start = await ctx.http.get('/api/docs/assets/start-docs.js');
    expect(start.text).toContain("'/api/docs.json'");
    await ctx.http.get('/api/docs/assets/..%2Fpackage.json').expect(400);
  });
});

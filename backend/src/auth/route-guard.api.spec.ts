import request from 'supertest';
import type { Express } from 'express';
import { API_ROUTES, type ApiRoute } from '@studio/contracts/api-routes';
import { RouteTableService, routeKey } from '../docs/route-table.service';
import { useTestApp } from '../../test/test-app';
import { NOT_AUTHENTICATED_MESSAGE } from './auth.errors';

/** Every route express actually has, read from its router: what no hand-written list can miss. */
function expressRoutes(app: Express): string[] {
  const stack = (app.router as unknown as { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> })
    .stack;
  return stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => routeKey(method, layer.route!.path))
      : [],
  );
}

/** A concrete URL for a route: parameters filled with values the schemas accept. */
const concretePath = (route: ApiRoute) =>
  route.path.replace(':id', '1').replace(':name', 'mfe_music').replace(':file', 'swagger-ui.css');

describe(`session guard on every route (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('the contracts list exactly the routes the server registered', () => {
    const registered = expressRoutes(ctx.app.getHttpAdapter().getInstance() as Express);
    const listed = API_ROUTES.map((route) => routeKey(route.method, route.path));
    expect([...registered].sort()).toEqual([...listed].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('the public flag of each listed route is what its @Public() says', () => {
    const actual = ctx.app.get(RouteTableService).routes();
    const publicByKey = new Map(actual.map((route) => [routeKey(route.method, route.path), route.isPublic]));
    const key = (route: ApiRoute) => routeKey(route.method, route.path);
    expect(API_ROUTES.map((route) => [key(route), publicByKey.get(key(route))])).toEqual(
      API_ROUTES.map((route) => [key(route), route.public === true]),
    );
  });

  const protectedRoutes = API_ROUTES.filter((route) => !route.public);
  it.each(protectedRoutes.map((route) => [route.method, route.path, route] as const))(
    '%s %s answers 401 JSON without a session',
    async (method, _path, route) => {
      const call = request(ctx.app.getHttpServer())[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
        concretePath(route),
      );
      const response = await (method === 'GET' ? call : call.send({})).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: NOT_AUTHENTICATED_MESSAGE, error: 'Unauthorized' });
    },
  );

  it('the public routes answer without a session', async () => {
    const server = ctx.app.getHttpServer();
    await request(server).get('/api/health').expect(200);
    await request(server).get('/api/auth/session').expect(200, { authenticated: false });
    await request(server).post('/api/auth/logout').expect(200, { authenticated: false });
    await request(server).post('/api/auth/login').send({ password: 'wrong' }).expect(401);
    expect(API_ROUTES.filter((route) => route.public).map((route) => route.path).sort()).toEqual(
      ['/api/auth/login', '/api/auth/logout', '/api/auth/session', '/api/health', '/api/platform/preview/:token'].sort(),
    );
  });
});

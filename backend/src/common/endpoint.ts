import { applyDecorators, createParamDecorator, Header, HttpCode, RequestMapping, RequestMethod, type ExecutionContext } from '@nestjs/common';
import { apiRoutes, type ApiRoute, type ApiRoutes, type RouteName } from '@studio/contracts/api-routes';
import type { Request } from 'express';
import type { z } from 'zod';
import { Public } from './public-route';
import { RateLimited } from './rate-limit';
import { parseRouteInput } from './validation';

type Route<K extends RouteName> = ApiRoutes[K];
type Parsed<R, Part extends string> = R extends { [P in Part]: infer S extends z.ZodType } ? { [P in Part]: z.output<S> } : unknown;

/** What a handler bound to a route receives first: its params, query and body, parsed by the route's schemas. */
export type EndpointInput<K extends RouteName> = Parsed<Route<K>, 'params'> & Parsed<Route<K>, 'query'> & Parsed<Route<K>, 'body'>;

/** What a handler must answer: the response schema's input (it is parsed with that schema at the other end). */
export type EndpointResult<K extends RouteName> = z.input<Route<K>['response']>;

// Handlers may take more arguments after the input (an uploaded file, the request), bound by Nest's decorators;
// one that writes the response itself (@Res: a file, a stream) answers nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler<K extends RouteName> = (input: EndpointInput<K>, ...extras: any[]) => EndpointResult<K> | Promise<EndpointResult<K>> | void | Promise<void>;

/** The handler's first argument: the request's parts parsed by the route's schemas. */
const RouteInput = createParamDecorator((name: RouteName, context: ExecutionContext) =>
  parseRouteInput(apiRoutes[name], context.switchToHttp().getRequest<Request>()),
);

/**
 * Binds a controller method to one entry of the route table: its method and path, success status,
 * caching, whether it needs a session and the rate limit it spends all come from the table, and
 * the compiler checks the handler's input and answer against the entry's schemas. The parsed
 * input is the first argument.
 */
export function Endpoint<K extends RouteName>(name: K) {
  const route: Route<K> = apiRoutes[name];
  return <F extends Handler<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<F>): void => {
    const options: ApiRoute = route;
    applyDecorators(
      RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
      ...(options.status ? [HttpCode(options.status)] : []),
      ...(options.noStore ? [Header('Cache-Control', 'no-store')] : []),
      ...(options.public ? [Public()] : []),
      ...(options.rateLimit ? [RateLimited(options.rateLimit)] : []),
    )(target, key, descriptor);
    RouteInput(name)(target, key, 0);
  };
}

import { Inject, Req, type Type } from '@nestjs/common';
import type { RouteName } from '@studio/contracts/api-routes';
import type { Request } from 'express';
import { Endpoint, type EndpointInput, type EndpointResult } from './endpoint';

/** The services a controller answers with, by the name its bindings use. */
export type EndpointServices = Record<string, Type>;

type Instances<D extends EndpointServices> = { [K in keyof D]: InstanceType<D[K]> };

/** Answers one route: the controller's services, the request's parsed input, and the request itself. */
export type EndpointHandler<S, K extends RouteName> = (
  services: S,
  input: EndpointInput<K>,
  request: Request,
) => EndpointResult<K> | Promise<EndpointResult<K>>;

/** A handler with the method decorators it needs besides the route's (an upload's interceptors). */
export interface DecoratedHandler<S, K extends RouteName> {
  decorators: MethodDecorator[];
  handle: EndpointHandler<S, K>;
}

/** Each entry binds one route of the table, by name, to what answers it; the compiler checks each against its route. */
export type EndpointBindings<S> = { [K in RouteName]?: EndpointHandler<S, K> | DecoratedHandler<S, K> };

/**
 * The base class of a controller whose every handler is one line of a table: a route name and
 * the service call that answers it. The route's method, path, status, caching, guards and input
 * parsing come from the route table through `@Endpoint`, exactly as for a hand-written method.
 *
 *   @Controller()
 *   export class SetsController extends EndpointsOf({ sets: SetsService }, {
 *     getSet: ({ sets }, { params }) => sets.get(params.id),
 *   }) {}
 */
export function EndpointsOf<D extends EndpointServices>(services: D, bindings: EndpointBindings<Instances<D>>): Type {
  const names = Object.keys(services);

  class Endpoints {
    readonly services: Instances<D>;

    constructor(...instances: unknown[]) {
      this.services = Object.fromEntries(names.map((name, index) => [name, instances[index]])) as Instances<D>;
    }
  }
  names.forEach((name, index) => Inject(services[name])(Endpoints, undefined, index));

  for (const [route, binding] of Object.entries(bindings) as [RouteName, DecoratedHandler<Instances<D>, RouteName>['handle'] | DecoratedHandler<Instances<D>, RouteName>][]) {
    const { handle, decorators } = typeof binding === 'function' ? { handle: binding, decorators: [] } : binding;
    // A named method per route, so Nest's logs and the route table service show the route's name.
    Object.defineProperty(Endpoints.prototype, route, {
      value: function (this: Endpoints, input: EndpointInput<RouteName>, request: Request) {
        return handle(this.services, input, request);
      },
      writable: true,
      configurable: true,
    });
    const descriptor = Object.getOwnPropertyDescriptor(Endpoints.prototype, route)!;
    for (const decorate of [Endpoint(route) as MethodDecorator, ...decorators]) decorate(Endpoints.prototype, route, descriptor);
    Req()(Endpoints.prototype, route, 1);
  }
  return Endpoints;
}

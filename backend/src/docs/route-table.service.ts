import { Injectable } from '@nestjs/common';
import { HEADERS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../common';

/** A route as Nest registered it: what the OpenAPI document and the route tests trust. */
export interface RegisteredRoute {
  method: string;
  path: string;
  /** The status a success answers with: @HttpCode, else Nest's default (201 for POST). */
  successStatus: number;
  isPublic: boolean;
  /** Answered with Cache-Control: no-store. */
  noStore: boolean;
}

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const joinPaths = (...parts: unknown[]) =>
  `/${parts
    .flatMap((part) => (typeof part === 'string' ? [part] : []))
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Reads every controller handler's route metadata through Nest's discovery service. */
@Injectable()
export class RouteTableService {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  routes(): RegisteredRoute[] {
    return this.discovery.getControllers().flatMap((wrapper) => {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller || !wrapper.instance) return [];
      const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
      const controllerPath: unknown = Reflect.getMetadata(PATH_METADATA, controller);
      return this.scanner.getAllMethodNames(prototype).flatMap((name) => {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        const requestMethod: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
        if (methodPath === undefined || requestMethod === undefined) return [];
        const method = RequestMethod[requestMethod];
        const paths = Array.isArray(methodPath) ? methodPath : [methodPath];
        const httpCode: number | undefined = Reflect.getMetadata(HTTP_CODE_METADATA, handler);
        const headers: Array<{ name: string; value: string }> = Reflect.getMetadata(HEADERS_METADATA, handler) ?? [];
        const noStore = headers.some((header) => header.name.toLowerCase() === 'cache-control' && header.value === 'no-store');
        const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true;
        const controllerPaths = Array.isArray(controllerPath) ? controllerPath : [controllerPath];
        return controllerPaths.flatMap((base) =>
          paths.map((path) => ({
            method,
            path: joinPaths(base, path),
            successStatus: httpCode ?? (method === 'POST' ? 201 : 200),
            isPublic,
            noStore,
          })),
        );
      });
    });
  }
}

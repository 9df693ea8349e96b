import { Logger } from '@nestjs/common';

/** Properties jest and promises probe on any value: a fake answers them with undefined. */
const PROBED = new Set(['then', 'toJSON', 'asymmetricMatch', '$$typeof', 'nodeType', 'constructor', 'tagName']);

/**
 * A stand-in for a class instance (a repository, a service) made of only the methods a unit spec
 * needs, each checked against the class's own signature. A method the spec did not give fails
 * the test naming it when called, so a service reaching for an unexpected collaborator shows.
 */
export function fake<T extends object>(name: string, methods: Partial<T> = {}): T {
  return new Proxy(methods, {
    get(target, key, receiver) {
      if (typeof key === 'symbol' || key in target || PROBED.has(key)) return Reflect.get(target, key, receiver) as unknown;
      return () => {
        throw new Error(`${name}.${key} was called, but the spec's fake ${name} has no ${key}`);
      };
    },
  }) as T;
}

/**
 * Silences Nest's Logger for the rest of the spec file (each file has its own module registry):
 * the services log the failures the specs provoke.
 */
export function quietLogger(): void {
  beforeAll(() => Logger.overrideLogger(false));
}

import { afterEach, beforeEach, jest } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { Composition } from '@studio/contracts/platform';
import { createFetchTimeoutPlugin, type FetchTimeouts } from '../fetch-timeout-plugin';
import { createRemoteLoader } from '../remote-loader';

let instanceCount = 0;

/** A federation instance of its own (the runtime keeps instances by name) and a loader on it. */
export function loaderTestHost(fetchComposition: () => Promise<Composition>, timeouts: FetchTimeouts) {
  instanceCount += 1;
  const federation = createInstance({ name: `loader_test_host_${instanceCount}`, remotes: [], plugins: [createFetchTimeoutPlugin(timeouts)] });
  return { federation, loader: createRemoteLoader({ federation: () => federation, fetchComposition }) };
}

/**
 * Puts a stub in place of fetch for each test of the describe block it is called in, and quiets
 * the console: the runtime logs every failed load and every forced re-registration.
 */
export function useStubbedFetch(): jest.Mock<typeof fetch> {
  const fetchStub = jest.fn<typeof fetch>();
  const originalFetch = globalThis.fetch;
  const quieted: { mockRestore(): void }[] = [];
  beforeEach(() => {
    quieted.push(jest.spyOn(console, 'warn').mockImplementation(() => undefined), jest.spyOn(console, 'error').mockImplementation(() => undefined));
    fetchStub.mockReset();
    globalThis.fetch = fetchStub;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    quieted.splice(0).forEach((spy) => spy.mockRestore());
  });
  return fetchStub;
}

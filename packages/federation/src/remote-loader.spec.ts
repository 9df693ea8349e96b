import { describe, expect, it, jest, beforeEach, afterEach } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { Composition, CompositionRemote } from '@studio/contracts/platform';
import { createFetchTimeoutPlugin } from './fetch-timeout-plugin';
import { createRemoteLoader } from './remote-loader';

const TIMEOUTS = { manifestMs: 100, entryScriptMs: 100 };

const compositionRemote = (overrides: Partial<CompositionRemote> = {}): CompositionRemote => ({
  name: 'mfe_sets',
  version: '1.0.0',
  manifestUrl: 'http://localhost/remotes/mfe_sets/1.0.0/mf-manifest.json',
  ...overrides,
});

const composition = (...remotes: CompositionRemote[]): Composition => ({ remotes });

let instanceCount = 0;
function setUp(fetchComposition: () => Promise<Composition>) {
  instanceCount += 1;
  const federation = createInstance({
    name: `loader_test_host_${instanceCount}`,
    remotes: [],
    plugins: [createFetchTimeoutPlugin(TIMEOUTS)],
  });
  return { federation, loader: createRemoteLoader({ federation: () => federation, fetchComposition }) };
}

/** A manifest request that never answers unless its signal aborts it. */
const hangingFetch = (_url: string | URL | Request, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const notFoundFetch = async () =>
  ({ ok: false, status: 404, statusText: 'Not Found', json: async () => ({}), text: async () => 'Not Found' }) as Response;

describe('createRemoteLoader', () => {
  const originalFetch = globalThis.fetch;
  let fetchSpy: jest.Mock<typeof fetch>;
  let consoleWarn: ReturnType<typeof jest.spyOn>;
  let consoleError: ReturnType<typeof jest.spyOn>;

  beforeEach(() => {
    // The runtime logs every failed load and every forced re-registration.
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchSpy = jest.fn<typeof fetch>();
    globalThis.fetch = fetchSpy;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    consoleWarn.mockRestore();
    consoleError.mockRestore();
  });

  it('fails a remote whose manifest never answers once the timeout passes', async () => {
    fetchSpy.mockImplementation(hangingFetch);
    const { loader } = setUp(async () => composition(compositionRemote()));

    const started = Date.now();
    await expect(loader.loadScreen('mfe_sets', 'SetBuilder')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fetchSpy).toHaveBeenCalledWith(
      'http://localhost/remotes/mfe_sets/1.0.0/mf-manifest.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('fails a remote whose manifest answers 404', async () => {
    fetchSpy.mockImplementation(notFoundFetch);
    const { loader } = setUp(async () => composition(compositionRemote({ version: '9.9.9' })));

    await expect(loader.loadScreen('mfe_sets', 'SetBuilder')).rejects.toThrow();
  });

  it('fails a remote that is not in the composition without touching the network', async () => {
    const { loader } = setUp(async () => composition(compositionRemote({ name: 'mfe_music' })));

    await expect(loader.loadScreen('mfe_sets', 'SetBuilder')).rejects.toThrow('mfe_sets is not in the active composition.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the composition again after a failed read', async () => {
    const fetchComposition = jest
      .fn<() => Promise<Composition>>()
      .mockRejectedValueOnce(new Error('503: Service Unavailable'))
      .mockResolvedValue(composition(compositionRemote({ name: 'mfe_music' })));
    const { loader, federation } = setUp(fetchComposition);

    await expect(loader.loadScreen('mfe_sets', 'SetBuilder')).rejects.toThrow('503: Service Unavailable');
    await expect(loader.loadScreen('mfe_sets', 'SetBuilder')).rejects.toThrow('not in the active composition');
    expect(fetchComposition).toHaveBeenCalledTimes(2);
    expect(federation.options.remotes.map((remote) => remote.name)).toEqual(['mfe_music']);
  });

  it('re-registers only the reloaded remote with its newly pinned release', async () => {
    const fetchComposition = jest
      .fn<() => Promise<Composition>>()
      .mockResolvedValueOnce(
        composition(
          compositionRemote({ version: '0.0.0-missing', manifestUrl: '/remotes/mfe_sets/0.0.0-missing/mf-manifest.json' }),
          compositionRemote({ name: 'mfe_music', manifestUrl: '/remotes/mfe_music/1.0.0/mf-manifest.json' }),
        ),
      )
      .mockResolvedValue(
        composition(
          compositionRemote({ manifestUrl: '/remotes/mfe_sets/1.0.0/mf-manifest.json' }),
          compositionRemote({ name: 'mfe_music', manifestUrl: '/remotes/mfe_music/2.0.0/mf-manifest.json' }),
        ),
      );
    const { loader, federation } = setUp(fetchComposition);

    await loader.reloadRemote('mfe_sets');

    const entries = Object.fromEntries(federation.options.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : '']));
    expect(entries).toEqual({
      mfe_sets: 'http://localhost/remotes/mfe_sets/1.0.0/mf-manifest.json',
      mfe_music: 'http://localhost/remotes/mfe_music/1.0.0/mf-manifest.json',
    });
  });
});

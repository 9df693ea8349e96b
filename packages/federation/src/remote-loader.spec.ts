import { describe, expect, it, jest } from '@jest/globals';
import type { Composition, CompositionRemote } from '@studio/contracts/platform';
import { loaderTestHost, useStubbedFetch } from './testing/loader-test-host';

const TIMEOUTS = { manifestMs: 100, entryScriptMs: 100 };

const compositionRemote = (overrides: Partial<CompositionRemote> = {}): CompositionRemote => ({
  name: 'mfe_sets',
  version: '1.0.0',
  manifestUrl: 'http://localhost/remotes/mfe_sets/1.0.0/mf-manifest.json',
  ...overrides,
});

const composition = (...remotes: CompositionRemote[]): Composition => ({ remotes });


/** A manifest request that never answers unless its signal aborts it. */
const hangingFetch = (_url: string | URL | Request, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const notFoundFetch = async () =>
  ({ ok: false, status: 404, statusText: 'Not Found', json: async () => ({}), text: async () => 'Not Found' }) as Response;

describe('createRemoteLoader', () => {
  const fetchSpy = useStubbedFetch();

  it('fails a remote whose manifest never answers once the timeout passes', async () => {
    fetchSpy.mockImplementation(hangingFetch);
    const { loader } = loaderTestHost(async () => composition(compositionRemote()), TIMEOUTS);

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
    const { loader } = loaderTestHost(async () => composition(compositionRemote({ version: '9.9.9' })), TIMEOUTS);

    await expect(loader.loadScreen('mfe_sets', 'SetBuilder')).rejects.toThrow();
  });

  it('fails a remote that is not in the composition without touching the network', async () => {
    const { loader } = loaderTestHost(async () => composition(compositionRemote({ name: 'mfe_music' })), TIMEOUTS);

    await expect(loader.loadScreen('mfe_sets', 'SetBuilder')).rejects.toThrow('mfe_sets is not in the active composition.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the composition again after a failed read', async () => {
    const fetchComposition = jest
      .fn<() => Promise<Composition>>()
      .mockRejectedValueOnce(new Error('503: Service Unavailable'))
      .mockResolvedValue(composition(compositionRemote({ name: 'mfe_music' })));
    const { loader, federation } = loaderTestHost(fetchComposition, TIMEOUTS);

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
    const { loader, federation } = loaderTestHost(fetchComposition, TIMEOUTS);

    await loader.reloadRemote('mfe_sets');

    const entries = Object.fromEntries(federation.options.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : '']));
    expect(entries).toEqual({
      mfe_sets: 'http://localhost/remotes/mfe_sets/1.0.0/mf-manifest.json',
      mfe_music: 'http://localhost/remotes/mfe_music/1.0.0/mf-manifest.json',
    });
  });
});

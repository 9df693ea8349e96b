/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither Response nor WebCrypto's subtle, which the check uses.
import { describe, expect, it, jest, beforeEach, afterEach } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import { createHash } from 'node:crypto';
import type { Composition, CompositionRemote } from '@studio/contracts/platform';
import { createFetchTimeoutPlugin } from './fetch-timeout-plugin';
import { createRemoteLoader, ManifestMismatchError } from './remote-loader';

const MANIFEST = JSON.stringify({
  id: 'mfe_sets',
  name: 'mfe_sets',
  metaData: { name: 'mfe_sets', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  exposes: [],
});
const HASH = createHash('sha256').update(MANIFEST).digest('hex').slice(0, 16);
const HASHED: CompositionRemote = { name: 'mfe_sets', version: '2.0.0', manifestUrl: `http://localhost/remotes/mfe_sets/2.0.0/mf-manifest.json?h=${HASH}` };
const composition = (...remotes: CompositionRemote[]): Composition => ({ remotes });

let instanceCount = 0;
function setUp(fetchComposition: () => Promise<Composition>) {
  instanceCount += 1;
  const federation = createInstance({
    name: `integrity_test_host_${instanceCount}`,
    remotes: [],
    plugins: [createFetchTimeoutPlugin({ manifestMs: 500, entryScriptMs: 500 })],
  });
  return { federation, loader: createRemoteLoader({ federation: () => federation, fetchComposition }) };
}

const answering = (body: string) => async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('checking each manifest against the composition', () => {
  const originalFetch = globalThis.fetch;
  let fetchSpy: jest.Mock<typeof fetch>;
  let consoleWarn: ReturnType<typeof jest.spyOn>;
  let consoleError: ReturnType<typeof jest.spyOn>;

  beforeEach(() => {
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

  it('fails only that remote, saying its files do not match the composition', async () => {
    fetchSpy.mockImplementation(answering(MANIFEST.replace('remoteEntry.js', 'evil.js')));
    const { loader } = setUp(async () => composition(HASHED));

    const failure = loader.loadScreen('mfe_sets', 'SetBuilder');
    await expect(failure).rejects.toBeInstanceOf(ManifestMismatchError);
    await expect(failure).rejects.toThrow(
      new RegExp(`^The files of mfe_sets 2\\.0\\.0 do not match the composition: its manifest's SHA-256 starts [0-9a-f]{16}, the composition expects ${HASH}\\.`),
    );
  });

  it('lets a manifest with the composition’s hash through to the runtime', async () => {
    fetchSpy.mockImplementation(answering(MANIFEST));
    const { loader } = setUp(async () => composition(HASHED));

    // No entry script runs here; what matters is that the manifest was not refused.
    const outcome = await loader.loadScreen('mfe_sets', 'SetBuilder').then(
      () => null,
      (error: unknown) => error,
    );
    expect(outcome).not.toBeInstanceOf(ManifestMismatchError);
    expect(fetchSpy).toHaveBeenCalledWith(HASHED.manifestUrl, expect.anything());
  });

  it('asks the server itself once before refusing: the first bytes may be a stale cached copy', async () => {
    const stale = MANIFEST.replace('remoteEntry.js', 'old.js');
    fetchSpy.mockImplementation(async (_url, init) => (await answering(init?.cache === 'reload' ? MANIFEST : stale))());
    // A URL of its own: the runtime keeps the manifests it has read for the whole page.
    const remote = { ...HASHED, manifestUrl: HASHED.manifestUrl.replace('2.0.0', '2.0.1') };
    const { loader } = setUp(async () => composition(remote));

    const outcome = await loader.loadScreen('mfe_sets', 'SetBuilder').then(
      () => null,
      (error: unknown) => error,
    );
    expect(outcome).not.toBeInstanceOf(ManifestMismatchError);
    expect(fetchSpy.mock.calls.filter(([url]) => url === remote.manifestUrl).map(([, init]) => init?.cache)).toEqual([undefined, 'reload']);
  });

  it('reads the composition once and keeps it: the one the page runs on', async () => {
    const fetchComposition = jest.fn<() => Promise<Composition>>().mockResolvedValue(composition(HASHED));
    const { loader } = setUp(fetchComposition);

    expect(await loader.composition()).toEqual(composition(HASHED));
    await loader.composition();
    expect(fetchComposition).toHaveBeenCalledTimes(1);
  });
});

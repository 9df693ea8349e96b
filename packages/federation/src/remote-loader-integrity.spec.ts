/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither Response nor WebCrypto's subtle, which the check uses.
import { describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { Composition, CompositionRemote } from '@studio/contracts/platform';
import { ManifestMismatchError } from './remote-loader';
import { loaderTestHost, useStubbedFetch } from './testing/loader-test-host';

const TIMEOUTS = { manifestMs: 500, entryScriptMs: 500 };

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


const answering = (body: string) => async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('checking each manifest against the composition', () => {
  const fetchSpy = useStubbedFetch();

  it('fails only that remote, saying its files do not match the composition', async () => {
    fetchSpy.mockImplementation(answering(MANIFEST.replace('remoteEntry.js', 'evil.js')));
    const { loader } = loaderTestHost(async () => composition(HASHED), TIMEOUTS);

    const failure = loader.loadScreen('mfe_sets', 'SetBuilder');
    await expect(failure).rejects.toBeInstanceOf(ManifestMismatchError);
    await expect(failure).rejects.toThrow(
      new RegExp(`^The files of mfe_sets 2\\.0\\.0 do not match the composition: its manifest's SHA-256 starts [0-9a-f]{16}, the composition expects ${HASH}\\.`),
    );
  });

  it('lets a manifest with the composition’s hash through to the runtime', async () => {
    fetchSpy.mockImplementation(answering(MANIFEST));
    const { loader } = loaderTestHost(async () => composition(HASHED), TIMEOUTS);

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
    const { loader } = loaderTestHost(async () => composition(remote), TIMEOUTS);

    const outcome = await loader.loadScreen('mfe_sets', 'SetBuilder').then(
      () => null,
      (error: unknown) => error,
    );
    expect(outcome).not.toBeInstanceOf(ManifestMismatchError);
    expect(fetchSpy.mock.calls.filter(([url]) => url === remote.manifestUrl).map(([, init]) => init?.cache)).toEqual([undefined, 'reload']);
  });

  it('reads the composition once and keeps it: the one the page runs on', async () => {
    const fetchComposition = jest.fn<() => Promise<Composition>>().mockResolvedValue(composition(HASHED));
    const { loader } = loaderTestHost(fetchComposition, TIMEOUTS);

    expect(await loader.composition()).toEqual(composition(HASHED));
    await loader.composition();
    expect(fetchComposition).toHaveBeenCalledTimes(1);
  });
});

/**
 * @jest-environment node
 */
// Node's environment: jsdom has neither Response nor WebCrypto's subtle.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { checkManifest, manifestMismatchAt } from './manifest-integrity';

const MANIFEST = JSON.stringify({ id: 'mfe_sets', name: 'mfe_sets', metaData: {}, shared: [], exposes: [] });
const HASH = createHash('sha256').update(MANIFEST).digest('hex');

const answer = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

describe('checkManifest', () => {
  it('passes on exactly the bytes it checked when they hash to the URL’s h', async () => {
    const url = `http://localhost/remotes/mfe_sets/1.0.0/mf-manifest.json?h=${HASH.slice(0, 16)}`;
    const checked = await checkManifest(url, answer(MANIFEST));
    expect(await checked.text()).toBe(MANIFEST);
    expect(checked.status).toBe(200);
    expect(manifestMismatchAt(url)).toBeUndefined();
  });

  it('refuses other bytes and remembers why, for the slot to say', async () => {
    const url = `/remotes/mfe_sets/1.0.0/mf-manifest.json?h=${HASH.slice(0, 16)}`;
    const other = MANIFEST.replace('mfe_sets', 'mfe_sets ');
    await expect(checkManifest(url, answer(other))).rejects.toThrow(`does not match the composition (SHA-256 `);
    expect(manifestMismatchAt(`http://localhost${url}`)).toEqual({
      expected: HASH.slice(0, 16),
      actual: createHash('sha256').update(other).digest('hex'),
    });
  });

  it('leaves alone a manifest without a hash (a remote dev server) and an error answer', async () => {
    const plain = answer('not json at all');
    expect(await checkManifest('http://localhost:3012/mf-manifest.json', plain)).toBe(plain);
    const missing = answer('Not Found', 404);
    expect(await checkManifest(`/remotes/mfe_sets/9.9.9/mf-manifest.json?h=${HASH.slice(0, 16)}`, missing)).toBe(missing);
  });
});

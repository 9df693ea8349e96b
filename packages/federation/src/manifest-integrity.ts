/**
 * The composition gives each remote's manifest URL with `?h=<first hex digits of its SHA-256>`.
 * The shell checks the manifest it fetched against that hash before the runtime reads it, so a
 * release whose files changed after the composition was read (rebuilt in place, tampered with, a
 * cache serving other bytes) fails its own slot instead of running code nobody composed.
 */

/** The query parameter the backend puts the manifest's hash in. */
export const MANIFEST_HASH_PARAM = 'h';

export interface ManifestMismatch {
  /** The hash prefix the composition gave. */
  expected: string;
  /** The SHA-256 of the bytes that arrived. */
  actual: string;
}

// Read by the loader to explain a failed load: the runtime wraps a fetch hook's error in its own long message.
const mismatches = new Map<string, ManifestMismatch>();

const absolute = (url: string) => new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

let warnedInsecure = false;

async function sha256Hex(bytes: ArrayBuffer): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    // Browsers offer WebCrypto only to secure contexts (https, localhost): nothing to check with.
    if (!warnedInsecure) console.warn('Module manifests are not checked against the composition: this page is not a secure context (https).');
    warnedInsecure = true;
    return null;
  }
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bytes of a manifest hash to something else than its composition URL says. */
export class ManifestHashError extends Error {
  constructor(url: string, expected: string, actual: string) {
    super(`The manifest at ${url} does not match the composition (SHA-256 ${actual.slice(0, expected.length)}, expected ${expected}).`);
    this.name = 'ManifestHashError';
  }
}

/**
 * Passes a fetched manifest on when its bytes hash to what its URL's `h` says (or it has none),
 * as a new Response over exactly the bytes checked; throws otherwise and remembers why.
 */
export async function checkManifest(url: string, response: Response): Promise<Response> {
  const expected = new URL(absolute(url)).searchParams.get(MANIFEST_HASH_PARAM)?.toLowerCase();
  if (!expected || !response.ok) return response;
  const bytes = await response.arrayBuffer();
  const actual = await sha256Hex(bytes);
  if (actual !== null && !actual.startsWith(expected)) {
    mismatches.set(absolute(url), { expected, actual });
    throw new ManifestHashError(url, expected, actual);
  }
  mismatches.delete(absolute(url));
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Why the manifest at `url` was refused by the last check, if it was. */
export const manifestMismatchAt = (url: string): ManifestMismatch | undefined => mismatches.get(absolute(url));

/** Forgets a refusal, before the remote is loaded again. */
export const forgetManifestMismatch = (url: string): void => {
  mismatches.delete(absolute(url));
};

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test';
import { BASE_URL, E2E_PLATFORM_TOKEN, PLATFORM_TEAM, SIGNED_IN_STATE } from './environment';

const ROOT = join(__dirname, '..', '..');

interface ComposedRemote {
  name: string;
  version: string;
  manifestUrl: string;
  manifestSha256: string | null;
}

export interface Composition {
  revision: number;
  remotes: ComposedRemote[];
  preview: { remotes: { name: string; version: string; liveVersion: string }[]; expiresAt: string } | null;
}

/** A version no earlier run of the journeys published (a reused server keeps its releases). */
export const uniqueVersion = (base: string) => `${base}-e2e.${Date.now().toString(36)}`;

export interface BundleChanges {
  /** Text replaced in the remote's JS files (and their .br/.gz copies): a visible change without a rebuild. */
  replace?: [from: string, to: string];
  /** Edits the parsed mf-manifest.json before it is written back. */
  manifest?: (manifest: ManifestJson) => void;
}

export interface ManifestJson {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  shared: { name: string; requiredVersion?: string | false }[];
}

/** Writes a file of the bundle and its .br/.gz copies: the server sends a copy to browsers that accept it, and refuses a bundle whose copies are of other bytes. */
function writeWithCopies(dir: string, file: string, text: string): void {
  writeFileSync(join(dir, file), text);
  if (existsSync(join(dir, `${file}.gz`))) writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
  if (existsSync(join(dir, `${file}.br`))) writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
}

/**
 * What `npm run release -- --no-build` sends for a remote built in the repository (`<packageDir>/dist`,
 * source maps left out), after `changes`: a .tgz with mf-manifest.json at its root. The repository's
 * own build is not touched.
 */
export function releaseBundle(packageDir: string, changes: BundleChanges = {}): Buffer {
  const dist = join(ROOT, packageDir, 'dist');
  const dir = mkdtempSync(join(tmpdir(), 'studio-e2e-release-'));
  try {
    cpSync(dist, dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
    if (changes.replace) {
      const [from, to] = changes.replace;
      const changed = readdirSync(dir).filter((file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(from));
      if (changed.length === 0) throw new Error(`no JS file of ${packageDir}/dist contains ${JSON.stringify(from)}`);
      for (const file of changed) writeWithCopies(dir, file, readFileSync(join(dir, file), 'utf8').replaceAll(from, to));
    }
    if (changes.manifest) {
      const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as ManifestJson;
      changes.manifest(manifest);
      writeWithCopies(dir, 'mf-manifest.json', JSON.stringify(manifest, null, 2));
    }
    return execFileSync('tar', ['-czf', '-', '-C', dir, '.'], { maxBuffer: 200 * 1024 * 1024 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** POST /api/platform/releases, as `npm run release` does with the platform token. */
export function publishRelease(request: APIRequestContext, name: string, version: string, bundle: Buffer) {
  return request.post('/api/platform/releases', {
    headers: PLATFORM_TEAM,
    multipart: { name, version, bundle: { name: `${name}-${version}.tgz`, mimeType: 'application/gzip', buffer: bundle } },
    timeout: 60_000,
  });
}

export async function readComposition(request: APIRequestContext): Promise<Composition> {
  const response = await request.get('/api/platform/composition');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Composition;
}

export async function composeRelease(request: APIRequestContext, name: string, version: string, reason: string) {
  const { revision } = await readComposition(request);
  return request.post('/api/platform/composition', { headers: PLATFORM_TEAM, data: { pins: [{ name, version }], reason, revision } });
}

/** Back to the pins of `revision` (the one a journey started at), unless they are live already. */
export async function restoreComposition(request: APIRequestContext, revision: number) {
  const response = await request.post('/api/platform/rollback', { headers: PLATFORM_TEAM, data: { revision, reason: 'End of an e2e journey: back to where it started.' } });
  expect([200, 409], await response.text()).toContain(response.status());
}

/** The other remotes as the composition gives them: what must not change when one remote is composed. */
export const othersThan = (composition: Composition, name: string) =>
  composition.remotes.filter((remote) => remote.name !== name).map(({ name: other, version, manifestSha256 }) => ({ name: other, version, manifestSha256 }));

/** The SHA-256 of the shell's page and every script it loads: what composing a remote must leave alone. */
export async function shellFingerprint(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const hash = createHash('sha256').update(html);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) hash.update(await (await request.get(src)).body());
  return hash.digest('hex');
}

/** A browser that has never loaded the studio (its own cache), signed in like any user. */
export async function freshBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: SIGNED_IN_STATE });
  return context.newPage();
}

/** The Platform page asks for the platform team's token before the first change in a tab: enter it. */
export async function enterPlatformToken(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Platform Token' });
  await prompt.getByLabel('Platform token').fill(E2E_PLATFORM_TOKEN);
  await prompt.getByRole('button', { name: 'Continue' }).click();
}

/** A release's row on the Platform page. */
export const releaseRow = (page: Page, version: string) =>
  page.getByRole('table', { name: 'Releases' }).getByRole('row').filter({ hasText: version });

/** A module's row in the Platform page's Live Modules table. */
export const liveModuleRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Live Modules' }).getByRole('row').filter({ hasText: name });

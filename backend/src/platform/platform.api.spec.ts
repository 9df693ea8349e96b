import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { activeCompositionSchema, REMOTES, remotePinHistorySchema } from '@studio/contracts/platform';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';
import { createWebRoot, deployRelease, type WebRoot } from '../../test/web-root';
import { PLATFORM_TEAM, TEST_PLATFORM_TOKEN } from './testing/platform-team';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const manifest = (name: string) => JSON.stringify({ id: name, name, metaData: { remoteEntry: { name: 'remoteEntry.js' } } });
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

describe(`platform composition and remote releases (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let webRoot: WebRoot;
  let dataDir: string;

  beforeAll(async () => {
    webRoot = createWebRoot({
      versions: { mfe_music: '1.2.0', mfe_sets: '2.0.0' },
      missing: ['mfe_rendering'],
      builds: {
        mfe_music: {
          'mf-manifest.json': manifest('mfe_music'),
          'remoteEntry.js': 'var mfe_music;',
          'static/js/12.3f9c2a1b.js': '/*chunk*/',
        },
      },
    });
    dataDir = mkdtempSync(join(tmpdir(), 'studio-platform-'));
    deployRelease(dataDir, 'mfe_music', '1.1.0', { 'mf-manifest.json': manifest('mfe_music@1.1.0') });
    ctx = await createTestApp({ env: { WEB_ROOT: webRoot.dir, DATA_DIR: dataDir, PLATFORM_TOKEN: TEST_PLATFORM_TOKEN } });
  });
  afterAll(async () => {
    await ctx.close();
    webRoot.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const versionOf = (body: unknown, name: string) =>
    activeCompositionSchema.parse(body).remotes.find((remote) => remote.name === name);

  it('lists every remote at its built version, at revision 0, uncacheable; the manifest URL carries its hash', async () => {
    const response = await ctx.http.get('/api/platform/composition').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const composition = activeCompositionSchema.parse(response.body);
    expect(composition.revision).toBe(0);
    expect(composition.remotes.map((remote) => remote.name)).toEqual(REMOTES.map((remote) => remote.name));
    const manifestSha256 = hashOf(manifest('mfe_music'));
    expect(versionOf(response.body, 'mfe_music')).toEqual({
      name: 'mfe_music',
      version: '1.2.0',
      manifestUrl: `/remotes/mfe_music/1.2.0/mf-manifest.json?h=${manifestSha256.slice(0, 16)}`,
      pinned: false,
      source: 'build',
      manifestSha256,
      bundleSha256: null,
      warnings: [],
    });
    // Not built: listed, so only its slot fails in the shell, with a warning for the platform team.
    expect(versionOf(response.body, 'mfe_sets')).toMatchObject({
      version: '2.0.0',
      manifestUrl: '/remotes/mfe_sets/2.0.0/mf-manifest.json',
      source: null,
      warnings: ['mfe_sets@2.0.0 is not a release on this server: its area fails to load.'],
    });
    expect(versionOf(response.body, 'mfe_characters')?.version).toBe('1.0.0');
    // A remote whose package is gone is still listed, so only its slot fails in the shell.
    expect(versionOf(response.body, 'mfe_rendering')?.version).toBe('0.0.0');
  });

  it('serves the build folder: hashed chunks immutable, entry files revalidated (rebuilt in place)', async () => {
    const served = await ctx.http.get('/remotes/mfe_music/1.2.0/mf-manifest.json').expect(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(served.text)).toMatchObject({ name: 'mfe_music' });
    const entry = await ctx.http.get('/remotes/mfe_music/1.2.0/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await ctx.http.get('/remotes/mfe_music/1.2.0/static/js/12.3f9c2a1b.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.text).toBe('/*chunk*/');
  });

  it('answers 404 for anything else under /remotes, uncached and without the page fallback', async () => {
    for (const path of [
      '/remotes/mfe_music/1.2.0/missing.js',
      '/remotes/mfe_music/9.9.9/mf-manifest.json',
      '/remotes/mfe_characters/1.0.0/mf-manifest.json',
      '/remotes/mfe_nope/1.0.0/mf-manifest.json',
      '/remotes/mfe_music/1.2.0/%2e%2e/package.json',
      '/remotes/mfe_music/..%2f..%2fmfe-music/package.json',
      '/remotes/mfe_music',
    ]) {
      const missing = await request(ctx.app.getHttpServer()).get(path).set('Accept', 'text/html').expect(404);
      expect([path, missing.headers['cache-control'], missing.body.statusCode]).toEqual([path, 'no-store', 404]);
    }
  });

  it('serves deployed releases from DATA_DIR/remotes/<name>/<version>/, every file immutable', async () => {
    const served = await request(ctx.app.getHttpServer()).get('/remotes/mfe_music/1.1.0/mf-manifest.json').expect(200);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(JSON.parse(served.text)).toMatchObject({ name: 'mfe_music@1.1.0' });
  });

  it('pins with PUT at once, without the gate: a version that is not on disk too; each pin is a revision', async () => {
    const pinned = await ctx.http.put('/api/platform/composition/mfe_music').set(PLATFORM_TEAM).send({ version: '1.1.0' }).expect(200);
    expect(pinned.headers['cache-control']).toBe('no-store');
    expect(pinned.body.revision).toBe(1);
    expect(versionOf(pinned.body, 'mfe_music')).toMatchObject({
      name: 'mfe_music',
      version: '1.1.0',
      manifestUrl: '/remotes/mfe_music/1.1.0/mf-manifest.json',
      pinned: true,
    });
    const composition = await ctx.http.get('/api/platform/composition').expect(200);
    expect(versionOf(composition.body, 'mfe_music')?.version).toBe('1.1.0');
    expect(versionOf(composition.body, 'mfe_sets')?.version).toBe('2.0.0');

    // A missing release is still listed: only that remote fails in the shell.
    const broken = await ctx.http.put('/api/platform/composition/mfe_music').set(PLATFORM_TEAM).send({ version: '0.0.1-missing' }).expect(200);
    expect(versionOf(broken.body, 'mfe_music')?.manifestUrl).toBe('/remotes/mfe_music/0.0.1-missing/mf-manifest.json');
    await ctx.http.get('/remotes/mfe_music/0.0.1-missing/mf-manifest.json').expect(404);

    await ctx.http.put('/api/platform/composition/mfe_music').set(PLATFORM_TEAM).send({ version: '1.2.0' }).expect(200);
    // The same pin again changes nothing and writes no revision.
    const same = await ctx.http.put('/api/platform/composition/mfe_music').set(PLATFORM_TEAM).send({ version: '1.2.0' }).expect(200);
    expect(same.body.revision).toBe(3);
    const history = await ctx.http.get('/api/platform/composition/mfe_music/history').expect(200);
    const changes = remotePinHistorySchema.parse(history.body).changes;
    expect(changes.map(({ version, previousVersion }) => ({ version, previousVersion }))).toEqual([
      { version: '1.2.0', previousVersion: '0.0.1-missing' },
      { version: '0.0.1-missing', previousVersion: '1.1.0' },
      { version: '1.1.0', previousVersion: '1.2.0' },
    ]);
    expect(new Date(changes[0].changedAt).getTime()).not.toBeNaN();
    await ctx.http.get('/api/platform/composition/mfe_sets/history').expect(200, { name: 'mfe_sets', changes: [] });
  });

  it('validates the remote name and the version', async () => {
    const badVersion = await ctx.http.put('/api/platform/composition/mfe_music').set(PLATFORM_TEAM).send({ version: '../../etc' }).expect(400);
    expect(badVersion.body.errors).toEqual([{ path: 'version', message: 'Version must look like 1.2.3.' }]);
    const badName = await ctx.http.put('/api/platform/composition/mfe_nope').set(PLATFORM_TEAM).send({ version: '1.0.0' }).expect(400);
    expect(badName.body.errors[0].message).toMatch(/^Remote must be one of: mfe_characters/);
    await ctx.http.get('/api/platform/composition/mfe_nope/history').expect(400);
  });
});

describe(`composition in dev mode (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp({ env: { REMOTES_DEV: 'true' } });

  it("points every remote at its dev server's manifest", async () => {
    const response = await ctx.http.get('/api/platform/composition').expect(200);
    expect(activeCompositionSchema.parse(response.body).remotes.map((remote) => remote.manifestUrl)).toEqual(
      REMOTES.map((remote) => `http://localhost:${remote.devPort}/mf-manifest.json`),
    );
  });
});

import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { releaseCompatibilitySchema, releaseListSchema, releaseSchema } from '@studio/contracts/platform';
import type { TestAgent } from '../../test/auth-agent';
import { PLATFORM_TEAM, TEST_PLATFORM_TOKEN as TOKEN } from './testing/platform-team';
import { rawTgz, releaseFiles, tgzOf } from './testing/release-bundles';
import { usePlatformTestApp } from './testing/platform-test-app';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

type Call = ReturnType<TestAgent['post']>;

/** A multipart publish: the text fields, then the bundle in `file`. */
const sendBundle = (call: Call, name: string, version: string, bundle: Buffer, fields: Record<string, string> = {}) => {
  let form = call.field('name', name).field('version', version);
  for (const [key, value] of Object.entries(fields)) form = form.field(key, value);
  return form.attach('bundle', bundle, { filename: `${name}-${version}.tgz`, contentType: 'application/gzip' });
};

describe(`publishing releases (${process.env.TEST_DB})`, () => {
  const { ctx, dataDir } = usePlatformTestApp({ mfe_music: '1.2.0', mfe_sets: '2.0.0' }, { builds: { mfe_music: releaseFiles('mfe_music', { marker: 'repo build' }) } });

  const publish = (name: string, version: string, bundle: Buffer, fields: Record<string, string> = {}) =>
    sendBundle(ctx.http.post('/api/platform/releases').set(PLATFORM_TEAM), name, version, bundle, fields);

  it('publishes a bundle: records every hash, the build time, the commit and the shared ranges, and serves its files immutably', async () => {
    const files = releaseFiles('mfe_music', { marker: '2.0.0' });
    const bundle = await tgzOf(files);
    const response = await publish('mfe_music', '2.0.0', bundle, { builtAt: '2026-11-20T10:00:00.000Z', gitCommit: 'abc1234def' }).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const release = releaseSchema.parse(response.body);
    expect(release).toMatchObject({
      name: 'mfe_music',
      version: '2.0.0',
      source: 'published',
      bundleSha256: sha256(bundle),
      manifestSha256: sha256(files['mf-manifest.json']),
      fileCount: 3,
      totalBytes: Object.values(files).reduce((total, content) => total + Buffer.byteLength(content), 0),
      builtAt: '2026-11-20T10:00:00.000Z',
      gitCommit: 'abc1234def',
      publishedBy: 'PLATFORM_TOKEN (environment)',
      yanked: null,
    });
    expect(release.shared).toContainEqual({ name: 'react', requiredVersion: '^19.0.0', version: '19.0.0', singleton: true });

    for (const [path, content] of Object.entries(files)) {
      const served = await request(ctx.app.getHttpServer()).get(`/remotes/mfe_music/2.0.0/${path}`).expect(200);
      expect([path, served.headers['cache-control'], served.text]).toEqual([path, IMMUTABLE, content]);
    }
  });

  it('answers the recorded release, unchanged, when the same files are published again (even in another archive)', async () => {
    const first = releaseSchema.parse((await publish('mfe_music', '2.1.0', await tgzOf(releaseFiles('mfe_music', { marker: '2.1.0' }))).expect(201)).body);
    const again = rawTgz(Object.entries(releaseFiles('mfe_music', { marker: '2.1.0' })).map(([path, body]) => ({ path: `./${path}`, body })));
    const response = await publish('mfe_music', '2.1.0', again).expect(200);
    expect(response.body).toEqual(first);
  });

  it('refuses other files under a published version with 409, and keeps serving the first ones', async () => {
    await publish('mfe_music', '2.2.0', await tgzOf(releaseFiles('mfe_music', { marker: 'original' }))).expect(201);
    const refused = await publish('mfe_music', '2.2.0', await tgzOf(releaseFiles('mfe_music', { marker: 'rebuilt' }))).expect(409);
    expect(refused.body.message).toMatch(/^mfe_music@2\.2\.0 is already published with other files \(bundle [0-9a-f]{12}\); a release never changes: publish it under a new version\.$/);
    const entry = await request(ctx.app.getHttpServer()).get('/remotes/mfe_music/2.2.0/remoteEntry.js').expect(200);
    expect(entry.text).toContain('"original"');
  });

  it.each([
    ['a path out of the release', { path: '../escaped.js', body: 'x' }, 'The bundle holds the path ../escaped.js, which leaves the release folder.'],
    ['a nested way out', { path: 'static/../../escaped.js', body: 'x' }, 'The bundle holds the path static/../../escaped.js, which leaves the release folder.'],
    ['an absolute path', { path: '/tmp/escaped.js', body: 'x' }, 'The bundle holds the path /tmp/escaped.js, which leaves the release folder.'],
    ['a symbolic link', { path: 'static/passwd', type: 'SymbolicLink' as const, linkpath: '/etc/passwd' }, 'The bundle holds static/passwd, a SymbolicLink: a release holds only files and folders.'],
    ['a hard link', { path: 'static/linked.js', type: 'Link' as const, linkpath: 'remoteEntry.js' }, 'The bundle holds static/linked.js, a Link: a release holds only files and folders.'],
  ])('refuses a bundle with %s (422) and writes nothing', async (_case, hostile, message) => {
    const files = Object.entries(releaseFiles('mfe_music')).map(([path, body]) => ({ path, body }));
    const response = await publish('mfe_music', '6.6.6', rawTgz([...files, hostile])).expect(422);
    expect(response.body.message).toBe(message);
    expect(readdirSync(join(dataDir(), 'remotes', 'mfe_music'))).not.toContain('6.6.6');
    expect(readdirSync(join(dataDir(), 'remotes'))).toEqual(['mfe_music']);
    await request(ctx.app.getHttpServer()).get('/remotes/mfe_music/6.6.6/mf-manifest.json').expect(404);
    const listed = releaseListSchema.parse((await ctx.http.get('/api/platform/releases?name=mfe_music').expect(200)).body);
    expect(listed.releases.map((release) => release.version)).not.toContain('6.6.6');
  });

  it.each([
    ['without mf-manifest.json', { 'remoteEntry.js': 'var mfe_music;' }, 'The bundle has no mf-manifest.json at its root: tar the contents of the dist folder, not the folder.'],
    [
      'of the dist folder instead of its contents',
      Object.fromEntries(Object.entries(releaseFiles('mfe_music')).map(([path, body]) => [`dist/${path}`, body])),
      'The bundle has no mf-manifest.json at its root: tar the contents of the dist folder, not the folder.',
    ],
    ["with another remote's manifest", releaseFiles('mfe_music', { manifestName: 'mfe_sets' }), "The bundle's mf-manifest.json is the manifest of mfe_sets, not of mfe_music."],
    [
      'without the remote entry its manifest names',
      { 'mf-manifest.json': releaseFiles('mfe_music')['mf-manifest.json'] },
      'The bundle has no remoteEntry.js, the remote entry its mf-manifest.json names.',
    ],
    ['whose manifest is not JSON', { 'mf-manifest.json': '{ nope', 'remoteEntry.js': '' }, 'The bundle cannot be a release: its mf-manifest.json is not JSON.'],
    [
      'whose brotli manifest is of an older manifest',
      { ...releaseFiles('mfe_music'), 'mf-manifest.json.br': brotliCompressSync(Buffer.from(releaseFiles('mfe_music', { marker: 'older' })['mf-manifest.json'] + ' ')) },
      "The bundle's mf-manifest.json.br is not a compressed copy of its mf-manifest.json: browsers that take it would run other bytes than the release records. Build the remote again.",
    ],
    [
      'whose gzip copy of the entry is not gzip',
      { ...releaseFiles('mfe_music'), 'remoteEntry.js.gz': 'plain text' },
      "The bundle's remoteEntry.js.gz is not a compressed copy of its remoteEntry.js: browsers that take it would run other bytes than the release records. Build the remote again.",
    ],
  ])('refuses a bundle %s (422)', async (_case, files: Record<string, string | Buffer>, message) => {
    const response = await publish('mfe_music', '7.0.0', await tgzOf(files)).expect(422);
    expect(response.body.message).toBe(message);
  });

  it('refuses what is not a .tgz (400), a missing bundle (400), a bad version (400) and a bundle that unpacks too large (413)', async () => {
    const notGzip = await publish('mfe_music', '8.0.0', Buffer.from('PK\u0003\u0004 a zip, not a tgz')).expect(400);
    expect(notGzip.body.message).toBe("A release bundle must be a .tgz of the remote's dist folder.");
    await ctx.http.post('/api/platform/releases').set(PLATFORM_TEAM).field('name', 'mfe_music').field('version', '8.0.0').expect(400);
    const badVersion = await publish('mfe_music', '../8.0.0', await tgzOf(releaseFiles('mfe_music'))).expect(400);
    expect(badVersion.body.errors).toEqual([{ path: 'version', message: 'Version must look like 1.2.3.' }]);
    // A header that announces 300 MB: refused before a byte of it is read.
    const huge = rawTgz([{ path: 'mf-manifest.json', body: '{}' }, { path: 'static/huge.js', size: 300 * 1024 * 1024 }]);
    const tooLarge = await publish('mfe_music', '8.0.0', huge).expect(413);
    expect(tooLarge.body.message).toBe('A release may hold at most 5000 files and folders, and 200 MB once unpacked.');
    const bomb = await publish('mfe_music', '8.0.1', rawTgz([{ path: 'zeros.js', body: '\0'.repeat(20 * 1024 * 1024) }])).expect(413);
    expect(bomb.body.message).toBe(tooLarge.body.message);
  });

  it("lists published releases newest first, then each remote's repository build; ?name= keeps one remote", async () => {
    await publish('mfe_sets', '2.5.0', await tgzOf(releaseFiles('mfe_sets'))).expect(201);
    const all = releaseListSchema.parse((await ctx.http.get('/api/platform/releases').expect(200)).body).releases;
    expect(all.map(({ name, version, source }) => `${name}@${version} ${source}`)).toEqual([
      'mfe_sets@2.5.0 published',
      'mfe_music@2.2.0 published',
      'mfe_music@2.1.0 published',
      'mfe_music@2.0.0 published',
      'mfe_sets@2.0.0 build',
      'mfe_music@1.2.0 build',
    ]);
    const build = all.find((release) => release.name === 'mfe_music' && release.source === 'build');
    expect(build).toMatchObject({
      bundleSha256: null,
      manifestSha256: sha256(releaseFiles('mfe_music', { marker: 'repo build' })['mf-manifest.json']),
      fileCount: 3,
      publishedAt: null,
      yanked: null,
    });
    expect(build?.shared.map((module) => module.name)).toEqual(['react', 'react/jsx-runtime', 'react-dom', '@mui/material']);
    const sets = releaseListSchema.parse((await ctx.http.get('/api/platform/releases?name=mfe_sets').expect(200)).body).releases;
    expect(sets.map((release) => release.version)).toEqual(['2.5.0', '2.0.0']);
    await ctx.http.get('/api/platform/releases?name=mfe_nope').expect(400);
  });

  it('lists a published version of the repository build once, as the published release', async () => {
    await publish('mfe_music', '1.2.0', await tgzOf(releaseFiles('mfe_music', { marker: 'published 1.2.0' }))).expect(201);
    const music = releaseListSchema.parse((await ctx.http.get('/api/platform/releases?name=mfe_music').expect(200)).body).releases;
    expect(music.filter((release) => release.version === '1.2.0').map((release) => release.source)).toEqual(['published']);
    const entry = await request(ctx.app.getHttpServer()).get('/remotes/mfe_music/1.2.0/remoteEntry.js').expect(200);
    expect([entry.text, entry.headers['cache-control']]).toEqual([expect.stringContaining('published 1.2.0'), IMMUTABLE]);
  });

  it('yanks a release: it stays listed and served, and yanking again keeps the first reason', async () => {
    const yanked = await ctx.http.post('/api/platform/releases/mfe_music/2.0.0/yank').set(PLATFORM_TEAM).send({ reason: 'Crashes the Music Composer.' }).expect(200);
    expect(releaseSchema.parse(yanked.body).yanked).toEqual({
      yankedAt: expect.any(String),
      yankedBy: 'PLATFORM_TOKEN (environment)',
      reason: 'Crashes the Music Composer.',
    });
    const again = await ctx.http.post('/api/platform/releases/mfe_music/2.0.0/yank').set(PLATFORM_TEAM).send({ reason: 'Another reason.' }).expect(200);
    expect(again.body.yanked).toEqual(yanked.body.yanked);
    const listed = releaseListSchema.parse((await ctx.http.get('/api/platform/releases?name=mfe_music').expect(200)).body).releases;
    expect(listed.find((release) => release.version === '2.0.0')?.yanked?.reason).toBe('Crashes the Music Composer.');
    await request(ctx.app.getHttpServer()).get('/remotes/mfe_music/2.0.0/mf-manifest.json').expect(200);

    const notPublished = await ctx.http.post('/api/platform/releases/mfe_sets/2.0.0/yank').set(PLATFORM_TEAM).send({ reason: 'x' }).expect(409);
    expect(notPublished.body.message).toBe("mfe_sets@2.0.0 is the repository's own build, not a published release: it cannot be yanked.");
    const missing = await ctx.http.post('/api/platform/releases/mfe_sets/9.9.9/yank').set(PLATFORM_TEAM).send({ reason: 'x' }).expect(404);
    expect(missing.body.message).toBe('mfe_sets@9.9.9 is not a release on this server.');
    await ctx.http.post('/api/platform/releases/mfe_music/2.1.0/yank').set(PLATFORM_TEAM).send({ reason: ' ' }).expect(400);
  });

  it("gives each release's compatibility verdict before it is composed", async () => {
    const fits = await ctx.http.get('/api/platform/releases/mfe_music/2.1.0/compatibility').expect(200);
    expect(releaseCompatibilitySchema.parse(fits.body)).toEqual({ name: 'mfe_music', version: '2.1.0', compatible: true, problems: [] });
    const yanked = await ctx.http.get('/api/platform/releases/mfe_music/2.0.0/compatibility').expect(200);
    expect(yanked.body).toMatchObject({ compatible: false, problems: ['mfe_music@2.0.0 is yanked: Crashes the Music Composer.'] });

    const oldReact = releaseFiles('mfe_music', { shared: [{ name: 'react', requiredVersion: '^17.0.2' }, { name: 'react-router', requiredVersion: '^7.0.0' }] });
    await publish('mfe_music', '3.0.0', await tgzOf(oldReact)).expect(201);
    const refused = await ctx.http.get('/api/platform/releases/mfe_music/3.0.0/compatibility').expect(200);
    expect(refused.body).toEqual({
      name: 'mfe_music',
      version: '3.0.0',
      compatible: false,
      problems: [
        'mfe_music@3.0.0 requires react ^17.0.2, but the shell runs 19.3.1.',
        "mfe_music@3.0.0 requires react-router ^7.0.0, and the shell's version of react-router cannot be found.",
      ],
    });
    await ctx.http.get('/api/platform/releases/mfe_music/9.9.9/compatibility').expect(404);
  });

  describe('authentication', () => {
    const server = () => request(ctx.app.getHttpServer());

    it('answers 401 without a session or a token', async () => {
      await server().get('/api/platform/releases').expect(401);
      await sendBundle(server().post('/api/platform/releases'), 'mfe_music', '4.0.0', await tgzOf(releaseFiles('mfe_music'))).expect(401);
    });

    it('answers 401 to a wrong token, even beside a logged-in session', async () => {
      const wrong = await server().get('/api/platform/releases').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        message: 'Token refused: it is not a platform or publish token of this studio, or it was revoked.',
        error: 'Unauthorized',
      });
      await server().get('/api/platform/releases').set('Authorization', 'Basic abc').expect(401);
      await ctx.http.get('/api/platform/releases').set('Authorization', 'Bearer nope').expect(401);
    });

    it('lets the platform token publish, without creating a session; it opens the platform routes only', async () => {
      const published = await sendBundle(server().post('/api/platform/releases'), 'mfe_music', '4.0.0', await tgzOf(releaseFiles('mfe_music', { marker: '4' })))
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(201);
      expect(published.body.publishedBy).toBe('PLATFORM_TOKEN (environment)');
      expect(published.headers['set-cookie']).toBeUndefined();
      await server().get('/api/platform/composition').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      await server().get('/api/projects').set('Authorization', `Bearer ${TOKEN}`).expect(401);
    });
  });
});

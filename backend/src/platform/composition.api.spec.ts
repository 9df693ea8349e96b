import { createHash } from 'node:crypto';
import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { LiveEvent } from '@studio/contracts/events';
import { activeCompositionSchema, compositionHistorySchema, type CompositionPin } from '@studio/contracts/platform';
import { openEventStream, sessionCookie, type EventStream } from '../../test/event-stream';
import { PLATFORM_TEAM } from './testing/platform-team';
import { releaseFiles, tgzOf } from './testing/release-bundles';
import { usePlatformTestApp } from './testing/platform-test-app';

const sha256 = (bytes: string) => createHash('sha256').update(bytes).digest('hex');

describe(`composing releases (${process.env.TEST_DB})`, () => {
  let stream: EventStream;
  const { ctx, dataDir } = usePlatformTestApp({ mfe_music: '1.0.0', mfe_sets: '2.0.0' });
  beforeAll(async () => {
    stream = await openEventStream(ctx.app, await sessionCookie(ctx.app));
  });
  afterAll(() => stream?.close());

  const publish = async (name: string, version: string, files: Record<string, string>) => {
    await ctx.http
      .post('/api/platform/releases')
      .set(PLATFORM_TEAM)
      .field('name', name)
      .field('version', version)
      .attach('bundle', await tgzOf(files), { filename: 'release.tgz', contentType: 'application/gzip' })
      .expect(201);
  };
  const composition = async () => activeCompositionSchema.parse((await ctx.http.get('/api/platform/composition').expect(200)).body);
  const remote = async (name: string) => (await composition()).remotes.find((candidate) => candidate.name === name);
  const compose = (pins: CompositionPin[], revision: number, reason = 'Ship the new composer.') =>
    ctx.http.post('/api/platform/composition').set(PLATFORM_TEAM).send({ pins, reason, revision });
  const isComposition = (revision: number) => (event: LiveEvent) => event.kind === 'composition' && event.data.revision === revision;

  beforeAll(async () => {
    await publish('mfe_music', '2.0.0', releaseFiles('mfe_music', { marker: '2.0.0' }));
    await publish('mfe_music', '2.1.0', releaseFiles('mfe_music', { marker: '2.1.0' }));
  });

  it('composes a release made against the current revision, and announces the new revision', async () => {
    const response = await compose([{ name: 'mfe_music', version: '2.0.0' }], 0).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const composed = activeCompositionSchema.parse(response.body);
    expect(composed.revision).toBe(1);
    const manifestSha256 = sha256(releaseFiles('mfe_music', { marker: '2.0.0' })['mf-manifest.json']);
    expect(composed.remotes.find((candidate) => candidate.name === 'mfe_music')).toEqual({
      name: 'mfe_music',
      version: '2.0.0',
      manifestUrl: `/remotes/mfe_music/2.0.0/mf-manifest.json?h=${manifestSha256.slice(0, 16)}`,
      pinned: true,
      source: 'published',
      manifestSha256,
      bundleSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      warnings: [],
    });
    expect((await remote('mfe_sets'))?.version).toBe('2.0.0');
    await stream.waitFor(isComposition(1));
    await request(ctx.app.getHttpServer()).get('/remotes/mfe_music/2.0.0/mf-manifest.json?h=whatever').expect(200);
  });

  it('refuses a change made against a revision that moved on (412), changing nothing', async () => {
    const stale = await compose([{ name: 'mfe_music', version: '2.1.0' }], 0).expect(412);
    expect(stale.body.message).toBe('The composition is at revision 1, not 0: someone changed it meanwhile. Read it again and retry.');
    expect(await composition()).toMatchObject({ revision: 1 });
    expect((await remote('mfe_music'))?.version).toBe('2.0.0');
  });

  it('validates the pins, the reason and the revision', async () => {
    const empty = await ctx.http.post('/api/platform/composition').send({ pins: [], reason: 'x', revision: 1 }).expect(400);
    expect(empty.body.errors).toEqual([{ path: 'pins', message: 'Pin at least one release.' }]);
    const twice = await compose([{ name: 'mfe_music', version: '2.0.0' }, { name: 'mfe_music', version: '2.1.0' }], 1).expect(400);
    expect(twice.body.errors).toEqual([{ path: 'pins', message: 'Pin each remote at most once.' }]);
    const noReason = await compose([{ name: 'mfe_music', version: '2.1.0' }], 1, ' ').expect(400);
    expect(noReason.body.errors).toEqual([{ path: 'reason', message: 'Give a reason.' }]);
    await ctx.http.post('/api/platform/composition').send({ pins: [{ name: 'mfe_music', version: '2.1.0' }], reason: 'x' }).expect(400);
  });

  it('keeps every change in the history: who, when, why, the pins before and after', async () => {
    await compose([{ name: 'mfe_sets', version: '2.0.0' }, { name: 'mfe_music', version: '2.1.0' }], 1, 'Sets and music together.').expect(200);
    const history = compositionHistorySchema.parse((await ctx.http.get('/api/platform/composition/history').expect(200)).body);
    expect(history.revision).toBe(2);
    expect(history.changes).toEqual([
      {
        revision: 2,
        action: 'compose',
        reason: 'Sets and music together.',
        changedBy: 'PLATFORM_TOKEN (environment)',
        changedAt: expect.any(String),
        rolledBackTo: null,
        before: [{ name: 'mfe_music', version: '2.0.0' }],
        after: [
          { name: 'mfe_sets', version: '2.0.0' },
          { name: 'mfe_music', version: '2.1.0' },
        ],
      },
      expect.objectContaining({ revision: 1, action: 'compose', reason: 'Ship the new composer.', before: [], after: [{ name: 'mfe_music', version: '2.0.0' }] }),
    ]);
    expect(new Date(history.changes[0].changedAt).getTime()).not.toBeNaN();
  });

  it('rolls back to the previous revision, or to a named one, each a new revision in the history', async () => {
    const back = await ctx.http.post('/api/platform/rollback').set(PLATFORM_TEAM).send({}).expect(200);
    expect(back.body.revision).toBe(3);
    expect((await remote('mfe_music'))?.version).toBe('2.0.0');
    expect((await remote('mfe_sets'))?.pinned).toBe(false);
    await stream.waitFor(isComposition(3));

    const named = await ctx.http.post('/api/platform/rollback').set(PLATFORM_TEAM).send({ revision: 2, reason: 'The fix is out.' }).expect(200);
    expect(named.body.revision).toBe(4);
    expect((await remote('mfe_music'))?.version).toBe('2.1.0');
    const [latest, previous] = compositionHistorySchema.parse((await ctx.http.get('/api/platform/composition/history').expect(200)).body).changes;
    expect(latest).toMatchObject({ revision: 4, action: 'rollback', rolledBackTo: 2, reason: 'The fix is out.', after: [{ name: 'mfe_sets' }, { name: 'mfe_music', version: '2.1.0' }] });
    expect(previous).toMatchObject({ revision: 3, action: 'rollback', rolledBackTo: 1, reason: 'Back to revision 1.', after: [{ name: 'mfe_music', version: '2.0.0' }] });

    const unknown = await ctx.http.post('/api/platform/rollback').set(PLATFORM_TEAM).send({ revision: 9 }).expect(404);
    expect(unknown.body.message).toBe('Revision 9 does not exist: the composition is at revision 4.');
    const same = await ctx.http.post('/api/platform/rollback').set(PLATFORM_TEAM).send({ revision: 4 }).expect(409);
    expect(same.body.message).toBe('The composition is at revision 4 already.');
  });

  it('refuses a release whose shared singletons the shell cannot satisfy, naming each requirement', async () => {
    await publish('mfe_music', '3.0.0', releaseFiles('mfe_music', { shared: [{ name: 'react', requiredVersion: '^17.0.2' }, { name: 'react-dom', requiredVersion: '^17.0.2' }] }));
    const refused = await compose([{ name: 'mfe_music', version: '3.0.0' }], 4).expect(422);
    expect(refused.body.message).toBe(
      'Composition refused: mfe_music@3.0.0 requires react ^17.0.2, but the shell runs 19.3.1. mfe_music@3.0.0 requires react-dom ^17.0.2, but the shell runs 19.3.1.',
    );
    expect(refused.body.errors).toEqual([
      { path: 'mfe_music@3.0.0', message: 'mfe_music@3.0.0 requires react ^17.0.2, but the shell runs 19.3.1.' },
      { path: 'mfe_music@3.0.0', message: 'mfe_music@3.0.0 requires react-dom ^17.0.2, but the shell runs 19.3.1.' },
    ]);
    expect((await composition()).revision).toBe(4);
  });

  it('refuses a release whose stored files changed or went missing since it was published', async () => {
    await publish('mfe_music', '3.1.0', releaseFiles('mfe_music', { marker: '3.1.0' }));
    writeFileSync(join(dataDir(), 'remotes', 'mfe_music', '3.1.0', 'static', 'js', '12.3f9c2a1b.js'), '/* tampered */');
    const tampered = await compose([{ name: 'mfe_music', version: '3.1.0' }], 4).expect(422);
    expect(tampered.body.errors).toEqual([
      {
        path: 'mfe_music@3.1.0',
        message: 'mfe_music@3.1.0 has files that no longer match the SHA-256 recorded when it was published: static/js/12.3f9c2a1b.js.',
      },
    ]);
    unlinkSync(join(dataDir(), 'remotes', 'mfe_music', '3.1.0', 'remoteEntry.js'));
    const lost = await compose([{ name: 'mfe_music', version: '3.1.0' }], 4).expect(422);
    expect(lost.body.errors.map((error: { message: string }) => error.message)).toEqual([
      'mfe_music@3.1.0 has lost files since it was published: remoteEntry.js.',
      'mfe_music@3.1.0 has files that no longer match the SHA-256 recorded when it was published: static/js/12.3f9c2a1b.js.',
      'mfe_music@3.1.0 cannot be loaded: its remote entry remoteEntry.js cannot be read.',
    ]);
  });

  it('refuses a version that is no release, listing every problem of the change at once', async () => {
    const refused = await compose(
      [
        { name: 'mfe_music', version: '3.0.0' },
        { name: 'mfe_sets', version: '9.9.9' },
      ],
      4,
    ).expect(422);
    expect(refused.body.errors.map((error: { path: string }) => error.path)).toEqual(['mfe_music@3.0.0', 'mfe_music@3.0.0', 'mfe_sets@9.9.9']);
    expect(refused.body.errors[2].message).toBe('mfe_sets@9.9.9 is not a release on this server: publish it first.');
  });

  it('warns about a yanked release in the composition, and refuses to compose it or roll back to it', async () => {
    await ctx.http.post('/api/platform/releases/mfe_music/2.1.0/yank').set(PLATFORM_TEAM).send({ reason: 'Drops audio' }).expect(200);
    expect((await remote('mfe_music'))?.warnings).toEqual(['mfe_music@2.1.0 is yanked: Drops audio. Compose another release.']);

    await ctx.http.post('/api/platform/releases/mfe_music/2.0.0/yank').set(PLATFORM_TEAM).send({ reason: 'Slow to load' }).expect(200);
    const composeYanked = await compose([{ name: 'mfe_music', version: '2.0.0' }], 4).expect(422);
    expect(composeYanked.body.errors).toEqual([{ path: 'mfe_music@2.0.0', message: 'mfe_music@2.0.0 is yanked: Slow to load.' }]);
    const rollBackToYanked = await ctx.http.post('/api/platform/rollback').set(PLATFORM_TEAM).send({ revision: 1 }).expect(422);
    expect(rollBackToYanked.body.message).toBe('Composition refused: mfe_music@2.0.0 is yanked: Slow to load.');

    // Back to revision 0: every remote runs its repository build again.
    await ctx.http.post('/api/platform/rollback').set(PLATFORM_TEAM).send({ revision: 0 }).expect(200);
    const reset = await composition();
    expect([reset.revision, reset.remotes.filter((candidate) => candidate.pinned)]).toEqual([5, []]);
    expect((await remote('mfe_music'))).toMatchObject({ version: '1.0.0', source: 'build', warnings: [] });
  });

  it('writes only one of two changes made against the same revision', async () => {
    await publish('mfe_sets', '2.1.0', releaseFiles('mfe_sets', { marker: '2.1.0' }));
    const [first, second] = await Promise.all([
      compose([{ name: 'mfe_sets', version: '2.1.0' }], 5, 'One engineer.'),
      compose([{ name: 'mfe_sets', version: '2.0.0' }], 5, 'Another engineer.'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const history = compositionHistorySchema.parse((await ctx.http.get('/api/platform/composition/history').expect(200)).body);
    expect(history.revision).toBe(6);
    expect(history.changes.filter((change) => change.revision === 6)).toHaveLength(1);
  });

  it('refuses an unknown bearer token, even beside a session', async () => {
    await request(ctx.app.getHttpServer()).get('/api/platform/composition').set('Authorization', 'Bearer anything-at-all').expect(401);
    await ctx.http.get('/api/platform/composition').set('Authorization', 'Bearer anything-at-all').expect(401);
  });

  it("lets a session read but not compose, roll back or yank: that needs the platform team's token", async () => {
    const { revision } = await composition();
    const refusals = [
      await ctx.http.post('/api/platform/composition').send({ pins: [{ name: 'mfe_sets', version: '2.0.0' }], reason: 'By session.', revision }),
      await ctx.http.post('/api/platform/rollback').send({}),
      await ctx.http.put('/api/platform/composition/mfe_sets').send({ version: '2.0.0' }),
      await ctx.http.post('/api/platform/releases/mfe_sets/2.1.0/yank').send({ reason: 'By session.' }),
    ];
    for (const refused of refusals) {
      expect([refused.status, refused.body.message]).toEqual([403, "Changing the platform needs the platform team's token."]);
    }
    expect((await composition()).revision).toBe(revision);
    expect((await ctx.http.get('/api/platform/releases?name=mfe_sets').expect(200)).body.releases[0].yanked).toBeNull();
  });
});

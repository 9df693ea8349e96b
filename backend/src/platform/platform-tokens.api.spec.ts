import request from 'supertest';
import { activeCompositionSchema, createdPlatformTokenSchema, platformTokenListSchema, type CreatePlatformToken } from '@studio/contracts/platform';
import { PLATFORM_TEAM } from './testing/platform-team';
import { releaseFiles, tgzOf } from './testing/release-bundles';
import { usePlatformTestApp } from './testing/platform-test-app';

const NEEDS_PLATFORM_TOKEN = "Changing the platform needs the platform team's token.";
const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

describe(`platform and publish tokens (${process.env.TEST_DB})`, () => {
  const { ctx } = usePlatformTestApp({ mfe_characters: '1.0.0', mfe_sets: '2.0.0' });

  const server = () => request(ctx.app.getHttpServer());
  const createToken = async (token: CreatePlatformToken) =>
    createdPlatformTokenSchema.parse((await server().post('/api/platform/tokens').set(PLATFORM_TEAM).send(token).expect(201)).body);
  const listTokens = async () => platformTokenListSchema.parse((await ctx.http.get('/api/platform/tokens').expect(200)).body).tokens;
  /** Published with a token's headers, or else with the test agent's session; answers with `status`. */
  const publish = async (name: string, version: string, status: number, headers?: Record<string, string>) => {
    const bundle = await tgzOf(releaseFiles(name, { marker: version }));
    return (headers ? server().post('/api/platform/releases').set(headers) : ctx.http.post('/api/platform/releases'))
      .field('name', name)
      .field('version', version)
      .attach('bundle', bundle, { filename: 'release.tgz', contentType: 'application/gzip' })
      .expect(status);
  };
  const revision = async () => activeCompositionSchema.parse((await ctx.http.get('/api/platform/composition').expect(200)).body).revision;
  const compose = async (headers: Record<string, string>, name: string, version: string, status: number) => {
    const current = await revision();
    return server().post('/api/platform/composition').set(headers).send({ pins: [{ name, version }], reason: 'Ship it.', revision: current }).expect(status);
  };

  it('creates a publish token: the secret once, prefixed stm_, listed after without it', async () => {
    const created = await createToken({ name: 'characters team', kind: 'publish', remote: 'mfe_characters' });
    expect(created.secret).toMatch(/^stm_[\w-]{43}$/);
    expect(created.token).toEqual({
      id: expect.any(Number),
      name: 'characters team',
      kind: 'publish',
      remote: 'mfe_characters',
      createdAt: expect.any(String),
      createdBy: 'PLATFORM_TOKEN (environment)',
      lastUsedAt: null,
      revokedAt: null,
    });
    const listed = await server().get('/api/platform/tokens').set(PLATFORM_TEAM).expect(200);
    expect(listed.body.tokens).toEqual([created.token]);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
  });

  it('lets a publish token publish its own remote only, and change nothing else', async () => {
    const { secret } = await createToken({ name: 'characters CI', kind: 'publish', remote: 'mfe_characters' });
    const published = await publish('mfe_characters', '1.1.0', 201, bearer(secret));
    expect(published.body.publishedBy).toBe('characters CI');

    const otherRemote = await publish('mfe_sets', '2.1.0', 403, bearer(secret));
    expect(otherRemote.body.message).toBe('This token publishes releases of mfe_characters only, not of mfe_sets.');
    const composed = await compose(bearer(secret), 'mfe_characters', '1.1.0', 403);
    expect(composed.body.message).toBe(NEEDS_PLATFORM_TOKEN);
    await server().post('/api/platform/rollback').set(bearer(secret)).send({}).expect(403);
    await server().post('/api/platform/releases/mfe_characters/1.1.0/yank').set(bearer(secret)).send({ reason: 'Mine.' }).expect(403);
    await server().post('/api/platform/tokens').set(bearer(secret)).send({ name: 'escalation', kind: 'platform' }).expect(403);
    // Reading is open to it, as to any credential of the platform routes.
    await server().get('/api/platform/releases').set(bearer(secret)).expect(200);

    expect(await revision()).toBe(0);
    const releases = (await ctx.http.get('/api/platform/releases?name=mfe_sets').expect(200)).body.releases;
    expect(releases.map((release: { version: string }) => release.version)).toEqual(['2.0.0']);
    expect((await listTokens()).find((token) => token.name === 'characters CI')?.lastUsedAt).toEqual(expect.any(String));
  });

  it('lets a session read the platform and its tokens, but publish, compose or manage tokens never', async () => {
    const published = await publish('mfe_characters', '1.2.0', 403);
    expect(published.body.message).toBe("Publishing mfe_characters needs a publish token of mfe_characters or the platform team's token.");
    const composed = await ctx.http.post('/api/platform/composition').send({ pins: [{ name: 'mfe_characters', version: '1.1.0' }], reason: 'x', revision: 0 }).expect(403);
    expect(composed.body.message).toBe(NEEDS_PLATFORM_TOKEN);
    const created = await ctx.http.post('/api/platform/tokens').send({ name: 'by session', kind: 'platform' }).expect(403);
    expect(created.body.message).toBe(NEEDS_PLATFORM_TOKEN);
    const [newest] = await listTokens();
    await ctx.http.post(`/api/platform/tokens/${newest.id}/revoke`).expect(403);
    expect((await listTokens()).every((token) => token.revokedAt === null && token.name !== 'by session')).toBe(true);
  });

  it('lets a created platform token compose, named in the history; revoked, it is refused at once', async () => {
    const { token, secret } = await createToken({ name: 'release manager', kind: 'platform' });
    expect(secret).toMatch(/^stp_/);
    expect(token.remote).toBeNull();
    await compose(bearer(secret), 'mfe_characters', '1.1.0', 200);
    const history = (await ctx.http.get('/api/platform/composition/history').expect(200)).body;
    expect(history.changes[0]).toMatchObject({ revision: 1, changedBy: 'release manager' });

    const revoked = await server().post(`/api/platform/tokens/${token.id}/revoke`).set(PLATFORM_TEAM).expect(200);
    expect(revoked.body).toMatchObject({ id: token.id, revokedAt: expect.any(String) });
    const refused = await server().get('/api/platform/composition').set(bearer(secret)).expect(401);
    expect(refused.body.message).toBe('Token refused: it is not a platform or publish token of this studio, or it was revoked.');
    await compose(bearer(secret), 'mfe_characters', '1.0.0', 401);
    expect((await listTokens()).find((listed) => listed.id === token.id)?.revokedAt).toBe(revoked.body.revokedAt);
    // Revoking again keeps the first time.
    const again = await server().post(`/api/platform/tokens/${token.id}/revoke`).set(PLATFORM_TEAM).expect(200);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    const unknown = await server().post('/api/platform/tokens/9999/revoke').set(PLATFORM_TEAM).expect(404);
    expect(unknown.body.message).toBe('Platform token 9999 does not exist.');
  });

  it("refuses a publish token without its remote, a platform token with one, a blank name or the server token's, creating nothing", async () => {
    const before = await listTokens();
    const noRemote = await server().post('/api/platform/tokens').set(PLATFORM_TEAM).send({ name: 'music team', kind: 'publish' }).expect(400);
    expect(noRemote.body.errors).toEqual([{ path: 'remote', message: 'A publish token needs the one remote it may publish.' }]);
    const withRemote = await server().post('/api/platform/tokens').set(PLATFORM_TEAM).send({ name: 'ops', kind: 'platform', remote: 'mfe_music' }).expect(400);
    expect(withRemote.body.errors).toEqual([{ path: 'remote', message: 'A platform token is for every remote: leave the remote out.' }]);
    await server().post('/api/platform/tokens').set(PLATFORM_TEAM).send({ name: ' ', kind: 'platform' }).expect(400);
    const impostor = await server().post('/api/platform/tokens').set(PLATFORM_TEAM).send({ name: 'PLATFORM_TOKEN (environment)', kind: 'platform' }).expect(400);
    expect(impostor.body.errors).toEqual([{ path: 'name', message: "PLATFORM_TOKEN (environment) is the server's own token: choose another name." }]);
    await server().post('/api/platform/tokens').set(PLATFORM_TEAM).send({ name: 'ops', kind: 'admin' }).expect(400);
    expect(await listTokens()).toEqual(before);
  });
});


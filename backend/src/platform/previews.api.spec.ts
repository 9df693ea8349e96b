import request from 'supertest';
import { activeCompositionSchema, previewLinkSchema } from '@studio/contracts/platform';
import { sessionCookie } from '../../test/event-stream';
import { releaseFiles, tgzOf } from './testing/release-bundles';
import { usePlatformTestApp } from './testing/platform-test-app';

const PLATFORM_TOKEN = 'preview-spec-platform-token-0123456789abcdef';
const MINUTE_MS = 60_000;

/** `studio.preview=<token>` from a response's Set-Cookie, with its attributes. */
const previewCookieHeader = (headers: Record<string, unknown>) =>
  ([headers['set-cookie']].flat().filter(Boolean) as string[]).find((cookie) => cookie.startsWith('studio.preview='));

describe(`preview links (${process.env.TEST_DB})`, () => {
  let session: string;
  const { ctx } = usePlatformTestApp({ mfe_music: '1.0.0' }, { platformToken: PLATFORM_TOKEN });

  const server = () => request(ctx.app.getHttpServer());
  const publish = async (version: string, options: Parameters<typeof releaseFiles>[1] = {}) =>
    ctx.http
      .post('/api/platform/releases')
      .set('Authorization', `Bearer ${PLATFORM_TOKEN}`)
      .field('name', 'mfe_music')
      .field('version', version)
      .attach('bundle', await tgzOf(releaseFiles('mfe_music', { marker: version, ...options })), { filename: 'r.tgz', contentType: 'application/gzip' })
      .expect(201);
  /** GET /api/platform/composition as one browser: its session, and its preview cookie if any. */
  const compositionFor = async (previewCookie?: string) => {
    const cookies = [session, ...(previewCookie ? [previewCookie] : [])].join('; ');
    return activeCompositionSchema.parse((await server().get('/api/platform/composition').set('Cookie', cookies).expect(200)).body);
  };
  const musicOf = (composition: { remotes: { name: string; version: string }[] }) => composition.remotes.find((remote) => remote.name === 'mfe_music');
  const createPreview = (body: object) => ctx.http.post('/api/platform/previews').set('Host', 'studio.example:8080').send(body);
  /** Opens a link the way a browser does, and returns the cookie it set (name=value) and the answer. */
  const openLink = async (url: string) => {
    const response = await server().get(new URL(url).pathname);
    const setCookie = previewCookieHeader(response.headers);
    return { response, setCookie, cookie: setCookie?.split(';')[0] };
  };

  beforeAll(async () => {
    session = await sessionCookie(ctx.app);
    await publish('2.0.0');
  });
  afterEach(() => jest.restoreAllMocks());

  it('makes a signed link for a release; opening it puts that browser alone in the preview', async () => {
    const created = await createPreview({ remotes: [{ name: 'mfe_music', version: '2.0.0' }], expiresInMinutes: 30 }).expect(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const link = previewLinkSchema.parse(created.body);
    expect(link.url).toMatch(/^http:\/\/studio\.example:8080\/api\/platform\/preview\/[\w-]+\.[\w-]+$/);
    expect(link.remotes).toEqual([{ name: 'mfe_music', version: '2.0.0' }]);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * MINUTE_MS);

    // Public: the link works in a browser that has no session yet.
    const { response, setCookie, cookie } = await openLink(link.url);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(setCookie).toMatch(/; Path=\/api\/platform; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(new Date(/Expires=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '').getTime()).toBe(Math.floor(new Date(link.expiresAt).getTime() / 1000) * 1000);

    const previewed = await compositionFor(cookie);
    expect(musicOf(previewed)).toMatchObject({ version: '2.0.0', source: 'published', pinned: false, manifestUrl: expect.stringMatching(/^\/remotes\/mfe_music\/2\.0\.0\/mf-manifest\.json\?h=[0-9a-f]{16}$/) });
    expect(previewed.preview).toEqual({ remotes: [{ name: 'mfe_music', version: '2.0.0', liveVersion: '1.0.0' }], expiresAt: link.expiresAt });
    expect(previewed.revision).toBe(0);

    // Everyone else, and the history, are untouched.
    const live = await compositionFor();
    expect([musicOf(live)?.version, live.preview]).toEqual(['1.0.0', null]);
    const history = await ctx.http.get('/api/platform/composition/history').expect(200);
    expect(history.body.changes).toEqual([]);
  });

  it('clears the preview on exit', async () => {
    const link = previewLinkSchema.parse((await createPreview({ remotes: [{ name: 'mfe_music', version: '2.0.0' }] }).expect(201)).body);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * MINUTE_MS);
    const { cookie } = await openLink(link.url);
    const exited = await server().post('/api/platform/preview/exit').set('Cookie', [session, cookie].join('; ')).expect(200, { ok: true });
    expect(previewCookieHeader(exited.headers)).toMatch(/^studio\.preview=; Path=\/api\/platform; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
  });

  it('answers a forged link with a page and sets nothing; a forged cookie is ignored', async () => {
    const link = previewLinkSchema.parse((await createPreview({ remotes: [{ name: 'mfe_music', version: '2.0.0' }] }).expect(201)).body);
    const token = new URL(link.url).pathname.split('/').pop() ?? '';
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ r: [{ n: 'mfe_music', v: '9.9.9' }], e: Date.now() + MINUTE_MS })).toString('base64url');
    const forgeries = [`${otherPayload}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, payload, 'not-a-token', `${payload}.${signature}.${signature}`];
    for (const forged of forgeries) {
      const { response, setCookie } = await openLink(`http://x/api/platform/preview/${forged}`);
      expect([forged, response.status, setCookie]).toEqual([forged, 400, undefined]);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<h1>This preview link is not valid.</h1>');
      const composition = await compositionFor(`studio.preview=${forged}`);
      expect([musicOf(composition)?.version, composition.preview]).toEqual(['1.0.0', null]);
    }
  });

  it('answers an expired link with a page and sets nothing; an expired cookie is ignored', async () => {
    const link = previewLinkSchema.parse((await createPreview({ remotes: [{ name: 'mfe_music', version: '2.0.0' }], expiresInMinutes: 1 }).expect(201)).body);
    const { cookie } = await openLink(link.url);
    expect(musicOf(await compositionFor(cookie))?.version).toBe('2.0.0');

    const later = Date.now() + MINUTE_MS + 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    const { response, setCookie } = await openLink(link.url);
    expect([response.status, setCookie]).toEqual([410, undefined]);
    expect(response.text).toContain('<h1>This preview link has expired.</h1>');
    const composition = await compositionFor(cookie);
    expect([musicOf(composition)?.version, composition.preview]).toEqual(['1.0.0', null]);
  });

  it('refuses a link for a release that is not on this server (404) or that the gate refuses (422, every reason)', async () => {
    const unknown = await createPreview({ remotes: [{ name: 'mfe_music', version: '9.9.9' }] }).expect(404);
    expect(unknown.body.message).toBe('mfe_music@9.9.9 is not a release on this server.');

    await publish('3.0.0', { shared: [{ name: 'react', requiredVersion: '^18.2.0' }] });
    const refused = await createPreview({ remotes: [{ name: 'mfe_music', version: '3.0.0' }] }).expect(422);
    expect(refused.body).toMatchObject({
      message: 'Preview refused: mfe_music@3.0.0 requires react ^18.2.0, but the shell runs 19.3.1.',
      errors: [{ path: 'mfe_music@3.0.0', message: 'mfe_music@3.0.0 requires react ^18.2.0, but the shell runs 19.3.1.' }],
    });
  });

  it('validates the request: releases, each remote once, a lifetime of 1 minute to a week', async () => {
    const twice = await createPreview({ remotes: [{ name: 'mfe_music', version: '2.0.0' }, { name: 'mfe_music', version: '1.0.0' }] }).expect(400);
    expect(twice.body.errors).toEqual([{ path: 'remotes', message: 'Preview each remote at most once.' }]);
    await createPreview({ remotes: [] }).expect(400);
    const long = await createPreview({ remotes: [{ name: 'mfe_music', version: '2.0.0' }], expiresInMinutes: 7 * 24 * 60 + 1 }).expect(400);
    expect(long.body.errors).toEqual([{ path: 'expiresInMinutes', message: 'A preview lasts at most 10080 minutes (a week).' }]);
  });

  it('makes links for the platform token too, and for nobody without a session or the token', async () => {
    const body = { remotes: [{ name: 'mfe_music', version: '1.0.0' }] };
    await server().post('/api/platform/previews').set('Authorization', `Bearer ${PLATFORM_TOKEN}`).send(body).expect(201);
    await server().post('/api/platform/previews').send(body).expect(401);
    await server().post('/api/platform/preview/exit').expect(401);
  });
});

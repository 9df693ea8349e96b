import type { Project } from '@studio/contracts/projects';
import request from 'supertest';
import { TEST_PASSWORD } from '../../test/auth-agent';
import { newCharacter, newProject } from '../../test/factories';
import { pngBytes, storedMediaFiles } from '../../test/media-files';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';
import { CROSS_SITE_REQUEST_MESSAGE } from './cross-site-requests';

const REFUSED = { statusCode: 403, message: CROSS_SITE_REQUEST_MESSAGE, error: 'Forbidden' };

/** Where the tests pretend the studio is served, sent as the Host header. */
const HOST = 'studio.example:8080';

describe(`cross-site requests (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();
  const projectNames = async () => ((await ctx.http.get('/api/projects').expect(200)).body as Project[]).map((project) => project.name);
  const createProject = (name: string) =>
    ctx.http.post('/api/projects').set('Host', HOST).send({ name, description: 'Made by the cross-site request tests.' });

  it('refuses a write whose Origin is another site with 403 JSON, and writes nothing', async () => {
    const before = await projectNames();
    for (const origin of ['https://evil.example', 'http://studio.example:9090', 'https://studio.example:8080', 'null']) {
      const response = await createProject('Forged Film').set('Origin', origin);
      expect([origin, response.status, response.body]).toEqual([origin, 403, REFUSED]);
    }
    expect(await projectNames()).toEqual(before);

    const project = await newProject(ctx.http);
    await ctx.http.put(`/api/projects/${project.id}`).set('Origin', 'https://evil.example').send({ name: 'Renamed' }).expect(403, REFUSED);
    await ctx.http.delete(`/api/projects/${project.id}`).set('Origin', 'https://evil.example').expect(403, REFUSED);
    expect((await ctx.http.get(`/api/projects/${project.id}`).expect(200)).body).toEqual(project);
  });

  it("refuses what the browser itself marks as another site's (Sec-Fetch-Site cross-site or same-site)", async () => {
    const before = await projectNames();
    for (const site of ['cross-site', 'same-site']) {
      await createProject('Forged Film').set('Sec-Fetch-Site', site).expect(403, REFUSED);
      // The browser's verdict wins over an Origin that looks like the app's.
      await createProject('Forged Film').set('Sec-Fetch-Site', site).set('Origin', `http://${HOST}`).expect(403, REFUSED);
    }
    expect(await projectNames()).toEqual(before);
  });

  it("lets the app's own pages write: an Origin equal to the Host, Sec-Fetch-Site same-origin or none", async () => {
    await createProject('Own Origin Film').set('Origin', `http://${HOST}`).expect(201);
    await createProject('Same Origin Film').set('Sec-Fetch-Site', 'same-origin').set('Origin', `http://${HOST}`).expect(201);
    await createProject('Typed URL Film').set('Sec-Fetch-Site', 'none').expect(201);
    // A browser sends `Origin: null` on a same-origin POST under some referrer policies; its Sec-Fetch-Site still says same-origin.
    await createProject('Null Origin Film').set('Sec-Fetch-Site', 'same-origin').set('Origin', 'null').expect(201);
    expect(await projectNames()).toEqual(expect.arrayContaining(['Own Origin Film', 'Same Origin Film', 'Typed URL Film', 'Null Origin Film']));
  });

  it('lets clients that send neither header write (curl, scripts, the test agent)', async () => {
    await createProject('Scripted Film').expect(201);
  });

  it('lets another site read: a GET with a foreign Origin or Sec-Fetch-Site answers as usual', async () => {
    const agent = request.agent(ctx.app.getHttpServer());
    await agent.post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
    await agent.get('/api/projects').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site').expect(200);
    await request(ctx.app.getHttpServer()).get('/api/health').set('Origin', 'https://evil.example').expect(200);
  });

  it('refuses before the body is read: malformed JSON gets 403, not 400, and an upload stores nothing', async () => {
    await ctx.http
      .post('/api/projects')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(403, REFUSED);

    const project = await newProject(ctx.http);
    const character = await newCharacter(ctx.http, project.id);
    await ctx.http
      .post(`/api/characters/${character.id}/reference-image`)
      .set('Origin', 'https://evil.example')
      .attach('file', pngBytes(), { filename: 'face.png', contentType: 'image/png' })
      .expect(403, REFUSED);
    // Only the model its creation built.
    expect(storedMediaFiles(ctx.app, 'characters', character.id)).toEqual([character.modelPath!.split('/').pop()]);
  });

  it('guards login, logout and /media the same way', async () => {
    const forged = await request(ctx.app.getHttpServer())
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ password: TEST_PASSWORD })
      .expect(403, REFUSED);
    expect(forged.headers['set-cookie']).toBeUndefined();
    await ctx.http.post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403, REFUSED);
    await ctx.http.get('/api/auth/session').expect(200, { authenticated: true });
    await ctx.http.post('/media/characters/1/face.png').set('Origin', 'https://evil.example').expect(403, REFUSED);
  });

  it('does not take X-Forwarded-Host or -Proto from a proxy it was not told to trust', async () => {
    await ctx.http
      .post('/api/projects')
      .set('X-Forwarded-Host', 'studio.example')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://studio.example')
      .send({ name: 'Proxied Film', description: 'Made by the cross-site request tests.' })
      .expect(403, REFUSED);
  });
});

describe(`cross-site requests behind a trusted proxy (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());

  const throughProxy = (test: request.Test) => test.set('X-Forwarded-Host', 'studio.example').set('X-Forwarded-Proto', 'https');
  // Over HTTPS the session is the Secure __Host- cookie, which a cookie jar on plain HTTP would not send back.
  let cookie: string;
  const viaProxy = (origin: string) =>
    throughProxy(request(ctx.app.getHttpServer()).post('/api/projects'))
      .set('Cookie', cookie)
      .set('Origin', origin)
      .send({ name: 'Proxied Film', description: 'Made by the cross-site request tests.' });

  it('compares Origin with the host and scheme the proxy says the browser used', async () => {
    const login = await throughProxy(request(ctx.app.getHttpServer()).post('/api/auth/login')).send({ password: TEST_PASSWORD }).expect(200);
    cookie = String(login.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^__Host-/);
    await viaProxy('https://studio.example').expect(201);
    await viaProxy('http://studio.example').expect(403, REFUSED);
    await viaProxy('https://evil.example').expect(403, REFUSED);
  });
});

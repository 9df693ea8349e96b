import request from 'supertest';
import { sessionSchema } from '@studio/contracts/auth';
import { TEST_PASSWORD } from '../../test/auth-agent';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';
import { INCORRECT_PASSWORD_MESSAGE, NOT_AUTHENTICATED_MESSAGE, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from './auth.errors';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from './auth.tokens';

describe(`auth API (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  const anonymous = () => request.agent(ctx.app.getHttpServer());

  beforeAll(async () => {
    ctx = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '100' } });
  });
  afterAll(() => ctx.close());

  it('logs in with the right password and sets an httpOnly SameSite=Lax session cookie', async () => {
    const agent = anonymous();
    await agent.get('/api/auth/session').expect(200, { authenticated: false });
    await agent.get('/api/projects').expect(401);

    const login = await agent.post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
    expect(sessionSchema.parse(login.body)).toEqual({ authenticated: true });
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);

    await agent.get('/api/auth/session').expect(200, { authenticated: true });
    await agent.get('/api/projects').expect(200);
  });

  it('refuses a wrong password with the spec message and no session', async () => {
    const agent = anonymous();
    const response = await agent.post('/api/auth/login').send({ password: 'wrong' }).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, message: INCORRECT_PASSWORD_MESSAGE });
    expect(response.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/auth/session').expect(200, { authenticated: false });
  });

  it('validates the login body', async () => {
    const response = await anonymous().post('/api/auth/login').send({}).expect(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ path: 'password' })]);
  });

  it('answers 401 JSON without a session', async () => {
    const response = await anonymous().get('/api/status').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: NOT_AUTHENTICATED_MESSAGE, error: 'Unauthorized' });
  });

  it('logs out: the session ends on the server, so the old cookie stops working', async () => {
    const agent = anonymous();
    const login = await agent.post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((value) => value.split(';')[0]);

    const logout = await agent.post('/api/auth/logout').expect(200, { authenticated: false });
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970`));
    await agent.get('/api/auth/session').expect(200, { authenticated: false });

    // A copy of the cookie taken before logout is worthless now.
    await request(ctx.app.getHttpServer()).get('/api/projects').set('Cookie', cookies).expect(401);
    // Logging out without a session is harmless.
    await anonymous().post('/api/auth/logout').expect(200, { authenticated: false });
  });

  it('issues a new session id at login, so a planted cookie is never promoted', async () => {
    const agent = anonymous();
    const first = await agent.post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
    const second = await agent.post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
    const sid = (response: typeof first) => String(response.headers['set-cookie']).split(';')[0];
    expect(sid(second)).not.toBe(sid(first));
    await request(ctx.app.getHttpServer()).get('/api/status').set('Cookie', sid(first)).expect(401);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY says a proxy sets it: no Secure cookie over plain HTTP', async () => {
    const login = await anonymous().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ password: TEST_PASSWORD }).expect(200);
    expect(String(login.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    expect(String(login.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});

describe(`login throttling (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('allows 5 attempts per minute per address, then answers 429 JSON with Retry-After; other routes are not throttled', async () => {
    const server = ctx.app.getHttpServer();
    // createTestApp's agent used one attempt already.
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await request(server).post('/api/auth/login').send({ password: 'wrong' }).expect(401);
    }
    const blocked = await request(server).post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE, error: 'Too Many Requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    for (let call = 0; call < 10; call += 1) await ctx.http.get('/api/auth/session').expect(200, { authenticated: true });
    await ctx.http.get('/api/status').expect(200);
  });
});

describe(`behind a TLS proxy (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());

  const login = (client: string, password: string) =>
    request(ctx.app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', client)
      .send({ password });

  it('marks the cookie Secure and throttles each client address on its own', async () => {
    const response = await login('203.0.113.1', TEST_PASSWORD).expect(200);
    for (const attribute of ['; HttpOnly', '; Secure', '; SameSite=Lax']) expect(String(response.headers['set-cookie'])).toContain(attribute);

    for (let attempt = 1; attempt <= 4; attempt += 1) await login('203.0.113.1', 'wrong').expect(401);
    await login('203.0.113.1', TEST_PASSWORD).expect(429);
    await login('203.0.113.2', TEST_PASSWORD).expect(200);
  });

  it('names the cookie __Host-studio.sid over HTTPS (Secure, Path=/, no Domain), and it opens and closes the session there only', async () => {
    const response = await login('203.0.113.3', TEST_PASSWORD).expect(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE_NAME}=`));
    expect(setCookie).toContain('; Path=/;');
    expect(setCookie).toContain('; Secure');
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0];
    const overHttps = (path: string) => request(ctx.app.getHttpServer()).get(path).set('X-Forwarded-Proto', 'https').set('Cookie', cookie);

    await overHttps('/api/status').expect(200);
    // Over plain HTTP the session cookie is studio.sid, so this one opens nothing.
    await request(ctx.app.getHttpServer()).get('/api/status').set('Cookie', cookie).expect(401);

    const logout = await request(ctx.app.getHttpServer())
      .post('/api/auth/logout')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookie)
      .expect(200, { authenticated: false });
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970.*; Secure`));
    await overHttps('/api/status').expect(401);
  });
});

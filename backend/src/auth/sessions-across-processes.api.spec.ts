import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { passwordChangedSchema } from '@studio/contracts/auth';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory';
import { TEST_PASSWORD } from '../../test/auth-agent';
import { useDatabasePerTest } from '../../test/boot-app';
import { AUTH_FILE_NAME } from './auth-secrets';
import { NOT_AUTHENTICATED_MESSAGE, PASSWORD_PINNED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './auth.errors';
import { hashPassword } from './password-hash';
import { SessionEntity } from './session.entity';

const NEW_PASSWORD = 'a-new-studio-password';
const MINUTE = 60_000;
type Server = Parameters<typeof request>[0];

/**
 * Sessions and the studio password as several API processes (apps here) on one database see
 * them: nothing is cached in a process, so what one ends, every other refuses at once.
 */
describe(`sessions across API processes (${process.env.TEST_DB})`, () => {
  const apps: NestExpressApplication[] = [];
  const database = useDatabasePerTest(() => Promise.all(apps.splice(0).map((app) => app.close())));

  /**
   * Boots `count` apps on the shared database. The password is TEST_PASSWORD's hash under
   * DATA_DIR, as a generated one is kept, with no STUDIO_PASSWORD pinning it, unless `env` sets one.
   */
  async function start(count: number, env: Record<string, string> = {}) {
    await writeFile(join(database.env.DATA_DIR!, AUTH_FILE_NAME), JSON.stringify({ passwordHash: await hashPassword(TEST_PASSWORD) }));
    for (let index = 0; index < count; index += 1) {
      apps.push(await createApp({ env: { ...database.env, STUDIO_PASSWORD: '', ...env }, logger: ['error'] }));
    }
    return apps.map((app): Server => app.getHttpServer());
  }

  const login = async (server: Server, password = TEST_PASSWORD) => {
    const response = await request(server).post('/api/auth/login').send({ password }).expect(200);
    return String(response.headers['set-cookie']).split(';')[0];
  };
  const status = (server: Server, cookie: string) => request(server).get('/api/status').set('Cookie', cookie);
  const changePassword = (server: Server, cookie: string, body: object) =>
    request(server).post('/api/auth/password').set('Cookie', cookie).send(body);
  const sessionRows = () => apps[0].get(DataSource).getRepository(SessionEntity).find();

  afterEach(() => jest.restoreAllMocks());

  it('a logout through one process is refused by another at once', async () => {
    const [a, b] = await start(2);
    const cookie = await login(a);
    await status(b, cookie).expect(200);

    await request(a).post('/api/auth/logout').set('Cookie', cookie).expect(200, { authenticated: false });

    const refused = await status(b, cookie).expect(401);
    expect(refused.body).toEqual({ statusCode: 401, message: NOT_AUTHENTICATED_MESSAGE, error: 'Unauthorized' });
    await request(b).get('/api/auth/session').set('Cookie', cookie).expect(200, { authenticated: false });
  });

  it('a password change ends every other session in every process at once; its own stays; the new password opens any', async () => {
    const [a, b] = await start(2);
    const changer = await login(a);
    const onB = await login(b);
    const otherOnA = await login(a);
    await status(b, onB).expect(200);
    await status(a, otherOnA).expect(200);

    const changed = await changePassword(a, changer, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    expect(passwordChangedSchema.parse(changed.body)).toEqual({ endedSessions: 2 });

    await status(b, onB).expect(401);
    await status(a, otherOnA).expect(401);
    await status(a, changer).expect(200);
    await status(b, changer).expect(200);
    await request(b).post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(401);
    await status(b, await login(b, NEW_PASSWORD)).expect(200);

    // The hash is in the database, so a restart keeps the new password.
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const [restarted] = await start(1);
    await request(restarted).post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(401);
    await login(restarted, NEW_PASSWORD);
  });

  it('refuses a wrong current password with 403 (not the 401 that sends a browser to the gate), changing nothing', async () => {
    const [a, b] = await start(2);
    const changer = await login(a);
    const other = await login(b);

    const refused = await changePassword(a, changer, { currentPassword: 'not the password', newPassword: NEW_PASSWORD }).expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, message: WRONG_CURRENT_PASSWORD_MESSAGE, code: 'WRONG_PASSWORD' });

    await status(b, other).expect(200);
    await status(a, changer).expect(200);
    await login(b, TEST_PASSWORD);
    await request(b).post('/api/auth/login').send({ password: NEW_PASSWORD }).expect(401);
  });

  it('refuses a short new password, or the current one again, with a clear message, changing nothing', async () => {
    const [a] = await start(1);
    const changer = await login(a);
    const other = await login(a);

    const short = await changePassword(a, changer, { currentPassword: TEST_PASSWORD, newPassword: 'short' }).expect(400);
    expect(short.body.errors).toEqual([{ path: 'newPassword', message: 'The new password needs at least 12 characters.' }]);
    const same = await changePassword(a, changer, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }).expect(400);
    expect(same.body.errors).toEqual([{ path: 'newPassword', message: 'The new password must differ from the current one.' }]);

    await status(a, other).expect(200);
    await login(a, TEST_PASSWORD);
  });

  it('refuses the change with 409 while STUDIO_PASSWORD sets the password', async () => {
    const [a] = await start(1, { STUDIO_PASSWORD: TEST_PASSWORD });
    const changer = await login(a);
    const other = await login(a);

    const refused = await changePassword(a, changer, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: PASSWORD_PINNED_MESSAGE, code: 'PASSWORD_PINNED' });
    await status(a, other).expect(200);
  });

  it('needs a session, and spends the login budget', async () => {
    const [a] = await start(1, { LOGIN_ATTEMPTS_PER_MINUTE: '2' });
    await changePassword(a, 'studio.sid=nothing', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(401);
    const changer = await login(a);
    await changePassword(a, changer, { currentPassword: 'guess one', newPassword: NEW_PASSWORD }).expect(403);
    await changePassword(a, changer, { currentPassword: 'guess two', newPassword: NEW_PASSWORD }).expect(403);
    const blocked = await changePassword(a, changer, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await login(a, TEST_PASSWORD);
  });

  describe('idle timeout', () => {
    let offset = 0;
    const advance = (ms: number) => (offset += ms);
    beforeEach(() => {
      offset = 0;
      const now = Date.now.bind(Date);
      jest.spyOn(Date, 'now').mockImplementation(() => now() + offset);
    });

    it('ends a session unused for SESSION_IDLE_MINUTES and deletes it; use slides the end, writing at most once a minute', async () => {
      const [a] = await start(1, { SESSION_IDLE_MINUTES: '10' });
      const cookie = await login(a);
      const [row] = await sessionRows();

      advance(30_000);
      await status(a, cookie).expect(200);
      expect((await sessionRows())[0].expiresAt).toEqual(row.expiresAt);

      advance(9 * MINUTE);
      await status(a, cookie).expect(200);
      const slid = (await sessionRows())[0].expiresAt;
      expect(slid.getTime() - row.expiresAt.getTime()).toBeGreaterThanOrEqual(9 * MINUTE);

      advance(9 * MINUTE);
      await status(a, cookie).expect(200);
      advance(10 * MINUTE + 1000);
      await status(a, cookie).expect(401);
      expect(await sessionRows()).toEqual([]);
    });

    it('keeps the end set at login: 7 days, however busy', async () => {
      const [a] = await start(1, { SESSION_IDLE_MINUTES: String(3 * 24 * 60) });
      const cookie = await login(a);
      for (let day = 1; day <= 6; day += 1) {
        advance(24 * 60 * MINUTE);
        await status(a, cookie).expect(200);
      }
      advance(24 * 60 * MINUTE);
      await status(a, cookie).expect(401);
    });
  });
});

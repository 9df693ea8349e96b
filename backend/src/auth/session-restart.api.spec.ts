import type { NestExpressApplication } from '@nestjs/platform-express';
import type { SessionData } from 'express-session';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../app.factory';
import { TEST_PASSWORD } from '../../test/auth-agent';
import { useDatabasePerTest } from '../../test/boot-app';
import { SessionEntity } from './session.entity';
import { DatabaseSessionStore } from './session.store';

/**
 * Sessions live in the database, so a backend restart keeps everyone logged in. SQLite needs a
 * file here (the other API tests use :memory:, which dies with the process's connection).
 */
describe(`sessions across a backend restart (${process.env.TEST_DB})`, () => {
  let app: NestExpressApplication | undefined;
  const database = useDatabasePerTest(() => app?.close().then(() => (app = undefined)));

  const start = () => createApp({ env: database.env, logger: ['error'] });

  it('a cookie from before the restart still opens the API after it', async () => {
    app = await start();
    const login = await request(app.getHttpServer()).post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    await request(app.getHttpServer()).get('/api/status').set('Cookie', cookie).expect(200);
    await app.close();

    app = await start();
    await request(app.getHttpServer()).get('/api/auth/session').set('Cookie', cookie).expect(200, { authenticated: true });
    await request(app.getHttpServer()).get('/api/status').set('Cookie', cookie).expect(200);
    await request(app.getHttpServer()).get('/api/status').expect(401);
  });

  it('expired sessions are refused and deleted, or pruned', async () => {
    app = await start();
    const store = app.get(DatabaseSessionStore);
    const save = (sid: string, expires: Date) =>
      new Promise<void>((resolve, reject) =>
        store.set(sid, { cookie: { expires, originalMaxAge: 1000 }, authenticated: true } as SessionData, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    const read = (sid: string) =>
      new Promise<SessionData | null | undefined>((resolve, reject) =>
        store.get(sid, (error, session) => (error ? reject(error) : resolve(session))),
      );
    const ids = async () => (await app!.get(DataSource).getRepository(SessionEntity).find()).map((row) => row.id).sort();

    await save('old', new Date(Date.now() - 1000));
    await save('unread', new Date(Date.now() - 1000));
    await save('new', new Date(Date.now() + 60_000));
    await expect(read('old')).resolves.toBeNull();
    await expect(read('new')).resolves.toMatchObject({ authenticated: true });

    // Reading an ended session deletes it; pruning takes those nobody reads.
    expect(await ids()).toEqual(['new', 'unread']);
    await expect(store.pruneExpired()).resolves.toBe(1);
    expect(await ids()).toEqual(['new']);
  });
});

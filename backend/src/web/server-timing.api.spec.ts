import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';

const APP_TIMING = /^app;dur=\d+\.\d$/;

describe(`server timing (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each(['/api/health', '/api/no-such-route', '/api/projects'])('%s says how long this process took to answer', async (path) => {
    const response = await request(ctx.app.getHttpServer()).get(path);
    expect(response.headers['server-timing']).toMatch(APP_TIMING);
  });

  it('leaves pages and media untimed', async () => {
    const response = await request(ctx.app.getHttpServer()).get('/media/nothing.png');
    expect(response.headers['server-timing']).toBeUndefined();
  });
});

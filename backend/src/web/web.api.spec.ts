import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWebRoot, type WebRoot } from '../../test/web-root';
import { NOT_BUILT_MESSAGE } from './shell-files';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/static/js/main.0123abcd.js"></script></body></html>';

describe(`serving the shell (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let webRoot: WebRoot;
  const browser = (path: string) => request(ctx.app.getHttpServer()).get(path).set('Accept', 'text/html,*/*;q=0.8');

  beforeAll(async () => {
    webRoot = createWebRoot({
      shell: { 'index.html': INDEX_HTML, 'static/js/main.0123abcd.js': 'console.info(1);', 'favicon.svg': '<svg/>' },
    });
    ctx = await createTestApp({ env: { WEB_ROOT: webRoot.dir } });
  });
  afterAll(async () => {
    await ctx.close();
    webRoot.remove();
  });

  it('serves index.html at / without a session, revalidated on every load', async () => {
    const response = await browser('/').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(INDEX_HTML);
  });

  it('answers deep links with index.html so client routes survive a reload', async () => {
    for (const path of ['/projects/1/music', '/character-builder', '/no/such/page']) {
      const response = await browser(path).expect(200);
      expect([path, response.text]).toEqual([path, INDEX_HTML]);
    }
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const hashed = await browser('/static/js/main.0123abcd.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await browser('/favicon.svg').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('never answers the API, remotes, media or missing files with the page', async () => {
    const api = await browser('/api/no-such-route').expect(404);
    expect(api.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-route', error: 'Not Found' });
    await browser('/remotes/mfe_music/1.0.0/remoteEntry.js').expect(404);
    const media = await browser('/media/nothing.mp3').expect(401);
    expect(media.text).not.toContain('<html>');
    const asset = await browser('/static/js/missing.js').expect(404);
    expect(asset.text).not.toContain('<html>');
    const json = await request(ctx.app.getHttpServer()).get('/projects/1').set('Accept', 'application/json').expect(404);
    expect(json.text).not.toContain('<html>');
  });
});

describe(`before the shell is built (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let webRoot: WebRoot;
  beforeAll(async () => {
    webRoot = createWebRoot();
    ctx = await createTestApp({ env: { WEB_ROOT: webRoot.dir } });
  });
  afterAll(async () => {
    await ctx.close();
    webRoot.remove();
  });

  it('says how to build it instead of a blank page', async () => {
    const response = await request(ctx.app.getHttpServer()).get('/').set('Accept', 'text/html').expect(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toBe(NOT_BUILT_MESSAGE);
    expect(response.text).toContain('npm run build');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@studio/contracts/platform';
import request from 'supertest';
import { REPO_ROOT } from '../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWebRoot, type WebRoot } from '../../test/web-root';
import { contentSecurityPolicy } from './security-headers';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script defer src="/main.0123abcd.js"></script></body></html>';

/** The policy's directives by name. */
const directivesOf = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

/** `<script>` elements without a src: what a script-src without 'unsafe-inline' blocks. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/gi)].filter(([, attributes]) => !/\bsrc=/i.test(attributes));

describe(`security headers (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let webRoot: WebRoot;

  beforeAll(async () => {
    webRoot = createWebRoot({ shell: { 'index.html': INDEX_HTML, 'main.0123abcd.js': 'console.info(1);' } });
    ctx = await createTestApp({ env: { WEB_ROOT: webRoot.dir } });
  });
  afterAll(async () => {
    await ctx.close();
    webRoot.remove();
  });

  it.each(['/', '/projects/1', '/main.0123abcd.js', '/api/health', '/api/no-such-route', '/media/nothing.png'])(
    '%s: a CSP allowing only own scripts, nosniff, HSTS, same-origin framing and referrer',
    async (path) => {
      const response = await request(ctx.app.getHttpServer()).get(path).set('Accept', 'text/html,*/*;q=0.8');
      const csp = directivesOf(response.headers['content-security-policy'] ?? '');
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('lets the shell work: emotion <style> elements, three.js blob: textures, the API and remotes of this origin', () => {
    const csp = contentSecurityPolicy({ remotesDev: false });
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['media-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it("allows the remotes' dev servers only when the composition points at them (REMOTES_DEV)", () => {
    const dev = contentSecurityPolicy({ remotesDev: true });
    for (const remote of REMOTES) {
      expect(dev['script-src']).toContain(`http://localhost:${remote.devPort}`);
      expect(dev['connect-src']).toContain(`ws://localhost:${remote.devPort}`);
    }
    expect(contentSecurityPolicy({ remotesDev: false })['script-src']).not.toContain("'unsafe-eval'");
  });

  it('the pages it serves have no inline script for the policy to block: the shell template and the API reference', async () => {
    expect(inlineScripts(readFileSync(join(REPO_ROOT, 'shell', 'index.html'), 'utf8'))).toEqual([]);
    const docs = await ctx.http.get('/api/docs').set('Accept', 'text/html').expect(200);
    expect(docs.text).toMatch(/<script\b/);
    expect(inlineScripts(docs.text)).toEqual([]);
    expect(directivesOf(docs.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

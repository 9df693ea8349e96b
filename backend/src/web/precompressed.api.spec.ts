import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWebRoot, type WebRoot } from '../../test/web-root';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const MAIN_JS = 'console.info("main");'.repeat(100);
const CHUNK_JS = 'console.info("chunk");'.repeat(100);

/** Writes the compressed copies of `dir/file` as the front-end builds do (packages/federation/build/precompress-plugin.mjs). */
function writeCompressedCopies(dir: string, file: string, content: string): void {
  writeFileSync(join(dir, `${file}.br`), brotliCompressSync(Buffer.from(content)));
  writeFileSync(join(dir, `${file}.gz`), gzipSync(Buffer.from(content)));
}

/** The body, which supertest has already decoded from the Content-Encoding it came in. */
const raw = (response: request.Response) => response.body as Buffer;
/** The body's bytes as they came, not decompressed: supertest hands the parser the response stream. */
const parseRaw = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe(`compressed copies of the front-end builds (${process.env.TEST_DB})`, () => {
  let ctx: TestApp;
  let webRoot: WebRoot;

  beforeAll(async () => {
    webRoot = createWebRoot({
      shell: { 'index.html': INDEX_HTML, 'main.0123abcd.js': MAIN_JS, 'plain.0123abcd.js': MAIN_JS },
      builds: { mfe_music: { 'remoteEntry.js': CHUNK_JS } },
    });
    writeCompressedCopies(join(webRoot.dir, 'shell', 'dist'), 'main.0123abcd.js', MAIN_JS);
    writeCompressedCopies(join(webRoot.dir, 'mfe-music', 'dist'), 'remoteEntry.js', CHUNK_JS);
    ctx = await createTestApp({ env: { WEB_ROOT: webRoot.dir } });
  });
  afterAll(async () => {
    await ctx.close();
    webRoot.remove();
  });

  const get = (path: string, acceptEncoding: string) =>
    request(ctx.app.getHttpServer()).get(path).set('Accept-Encoding', acceptEncoding).buffer(true).parse(parseRaw);

  it.each(['/main.0123abcd.js', '/remotes/mfe_music/1.0.0/remoteEntry.js'])('sends the brotli copy of %s to a browser that takes it', async (path) => {
    const response = await get(path, 'gzip, deflate, br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(raw(response).toString()).toBe(path.startsWith('/remotes') ? CHUNK_JS : MAIN_JS);
  });

  it('sends gzip when brotli is not accepted, and keeps the caching rules', async () => {
    const response = await get('/main.0123abcd.js', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file itself when no encoding is accepted or the build wrote no copy', async () => {
    const identity = await get('/main.0123abcd.js', 'identity').expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(raw(identity).toString()).toBe(MAIN_JS);
    const plain = await get('/plain.0123abcd.js', 'gzip, br').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(raw(plain).toString()).toBe(MAIN_JS);
  });

  it('still answers pages with index.html', async () => {
    const page = await request(ctx.app.getHttpServer()).get('/projects/1').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(page.text).toBe(INDEX_HTML);
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import request from 'supertest';
import { TEST_PASSWORD } from '../../test/auth-agent';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { pngBytes, wavBytes } from '../../test/media-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOT_AUTHENTICATED_MESSAGE } from '../auth/auth.errors';
import { MEDIA_CACHE_CONTROL } from './media-files.setup';
import { MediaStorage } from './media-storage.service';

/** GET with the path sent byte for byte (HTTP clients normalise `..` away before sending). */
function rawGet(server: Server, path: string, cookie: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { cookie } }, (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** The same answers whether the files are in DATA_DIR/media or, with STORAGE=s3, streamed from the bucket. */
describe.each(['disk', 's3'] as const)(`media files on %s (${process.env.TEST_DB})`, (storage) => {
  let ctx: TestApp;
  let s3: FakeS3 | undefined;
  let mediaRoot: string;
  const audio = wavBytes({ seconds: 1 });
  /** A file at `relative` under the media folder; `..` steps out of it. */
  const put = async (relative: string, bytes: Buffer | string) => {
    if (s3) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: join('media', relative), Body: bytes }));
      return;
    }
    const path = join(mediaRoot, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  };

  beforeAll(async () => {
    s3 = storage === 's3' ? await startFakeS3() : undefined;
    ctx = await createTestApp({ env: s3?.env() });
    mediaRoot = ctx.app.get(MediaStorage).root;
    await put('music/7/audio-test.wav', audio);
    await put('characters/3/reference-test.png', pngBytes());
    await put('characters/3/.hidden.png', pngBytes());
    await put('voicelines/1/line.mp3', Buffer.from('ID3'));
    await put('../secret.txt', 'TOP-SECRET');
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.stop();
  });

  it('requires the session: 401 JSON, like the API', async () => {
    const response = await request(ctx.app.getHttpServer()).get('/media/music/7/audio-test.wav').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: NOT_AUTHENTICATED_MESSAGE, error: 'Unauthorized' });
    await request(ctx.app.getHttpServer()).get('/media/nothing-here.png').expect(401);
  });

  it('serves files with their content type, private caching, validators and no sniffing', async () => {
    const response = await ctx.http.get('/media/music/7/audio-test.wav').buffer(true).expect(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-length': String(audio.length),
      'accept-ranges': 'bytes',
      'cache-control': MEDIA_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    });
    expect(MEDIA_CACHE_CONTROL).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.compare(response.body as Buffer, audio)).toBe(0);
    await ctx.http.get('/media/music/7/audio-test.wav').set('If-None-Match', response.headers.etag).expect(304);
    expect((await ctx.http.get('/media/characters/3/reference-test.png').expect(200)).headers['content-type']).toBe('image/png');
    expect((await ctx.http.get('/media/voicelines/1/line.mp3').expect(200)).headers['content-type']).toBe('audio/mpeg');
    const head = await ctx.http.head('/media/music/7/audio-test.wav').expect(200);
    expect(head.headers['content-length']).toBe(String(audio.length));
  });

  it('answers byte ranges with 206 and the exact bytes, and 416 when unsatisfiable', async () => {
    const first = await ctx.http.get('/media/music/7/audio-test.wav').set('Range', 'bytes=0-43').buffer(true).expect(206);
    expect(first.headers['content-range']).toBe(`bytes 0-43/${audio.length}`);
    expect(Buffer.compare(first.body as Buffer, audio.subarray(0, 44))).toBe(0);
    const tail = await ctx.http.get('/media/music/7/audio-test.wav').set('Range', 'bytes=-100').buffer(true).expect(206);
    expect(tail.headers['content-range']).toBe(`bytes ${audio.length - 100}-${audio.length - 1}/${audio.length}`);
    expect(Buffer.compare(tail.body as Buffer, audio.subarray(audio.length - 100))).toBe(0);

    const beyond = await ctx.http.get('/media/music/7/audio-test.wav').set('Range', `bytes=${audio.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${audio.length}`);
    expect(beyond.body).toMatchObject({ statusCode: 416 });
  });

  it('lists no directories and serves no dot files or missing files', async () => {
    for (const path of ['/media', '/media/', '/media/characters', '/media/characters/', '/media/characters/3/', '/media/characters/3/.hidden.png', '/media/music/7/missing.wav']) {
      const response = await ctx.http.get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.text).not.toContain('reference-test.png');
    }
  });

  it('never serves anything outside the media folder', async () => {
    const login = await request(ctx.app.getHttpServer()).post('/api/auth/login').send({ password: TEST_PASSWORD }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
    const server = ctx.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // Sanity: the raw client and its cookie do reach media.
      expect((await rawGet(server, '/media/characters/3/reference-test.png', cookie)).status).toBe(200);
      for (const path of [
        '/media/../secret.txt',
        '/media/%2e%2e/secret.txt',
        '/media/music/..%2f..%2fsecret.txt',
        '/media/music/%2e%2e%2f%2e%2e%2fsecret.txt',
        '/media/music/..%5c..%5csecret.txt',
        '/media/..%00/secret.txt',
        `/media/${encodeURIComponent(join(dirname(mediaRoot), 'secret.txt'))}`,
        '/media//etc/passwd',
        '/media/%2fetc%2fpasswd',
        '/media/C:%5cWindows%5cwin.ini',
        // Encoded twice: a server that decoded once more than it checked would step out.
        '/media/%252e%252e/secret.txt',
        '/media/music/%252e%252e%252f%252e%252e%252fsecret.txt',
        '/media/music/7/%252e%252e%252f%252e%252e%252f%252e%252e%252fsecret.txt',
      ]) {
        const response = await rawGet(server, path, cookie);
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.body).not.toContain('TOP-SECRET');
        expect(response.body).not.toContain('root:');
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

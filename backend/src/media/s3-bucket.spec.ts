import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { freePort } from '../../test/own-server';
import { loadAppConfig, type S3Settings } from '../config/app-config';
import { ObjectStoreUnavailableError } from './media.errors';
import { S3Bucket } from './s3-bucket';

const settingsOf = (env: Record<string, string>): S3Settings => {
  const { storage } = loadAppConfig(env);
  if (storage.kind !== 's3') throw new Error('expected STORAGE=s3');
  return storage;
};

describe('S3Bucket', () => {
  let s3: FakeS3;
  let bucket: S3Bucket;
  let dir: string;
  const objectText = async (key: string) =>
    (await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key })).then((object) => object.Body!.transformToString()));

  beforeAll(async () => {
    // Pages of two keys, so every listing below pages.
    s3 = await startFakeS3({ pageSize: 2 });
  });
  afterAll(() => s3.stop());
  beforeEach(() => {
    bucket = new S3Bucket(settingsOf(s3.env(`run-${Date.now()}/`)));
    dir = mkdtempSync(join(tmpdir(), 'studio-s3-bucket-'));
  });
  afterEach(() => {
    bucket.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every key under S3_PREFIX, and lists, downloads and removes them by their keys under it', async () => {
    const prefix = bucket.settings.prefix;
    writeFileSync(join(dir, 'a.txt'), 'first file');
    await bucket.putFile('media/a/1/a.txt', join(dir, 'a.txt'));
    await bucket.putBytes('media/a/1/b.txt', Buffer.from('second'));
    await bucket.putBytes('media/a/2/c.txt', Buffer.from('third'));
    await bucket.putBytes('media/b/1/d.txt', Buffer.from('fourth'));
    expect(await s3.keys(prefix)).toEqual(['a/1/a.txt', 'a/1/b.txt', 'a/2/c.txt', 'b/1/d.txt'].map((key) => `${prefix}media/${key}`));
    expect(await objectText(`${prefix}media/a/1/a.txt`)).toBe('first file');

    const listed = await bucket.list('media/a/');
    expect(listed.map((object) => [object.key, object.size])).toEqual([
      ['media/a/1/a.txt', 10],
      ['media/a/1/b.txt', 6],
      ['media/a/2/c.txt', 5],
    ]);
    expect(listed.every((object) => Math.abs(object.lastModified.getTime() - Date.now()) < 5_000)).toBe(true);

    expect(await bucket.download('media/a/1/b.txt', join(dir, 'copy', 'b.txt'))).toBe(true);
    expect(readFileSync(join(dir, 'copy', 'b.txt'), 'utf8')).toBe('second');
    expect(await bucket.download('media/a/1/none.txt', join(dir, 'copy', 'none.txt'))).toBe(false);
    expect(await bucket.getBytes('media/a/2/c.txt')).toEqual(Buffer.from('third'));
    expect(await bucket.getBytes('media/a/2/none.txt')).toBeNull();

    await bucket.removeUnder('media/a/');
    await bucket.remove(['media/none.txt']);
    expect(await s3.keys(prefix)).toEqual([`${prefix}media/b/1/d.txt`]);
  });

  it('streams a file too large to upload from memory', async () => {
    const large = Buffer.alloc(17 * 1024 * 1024, 7);
    writeFileSync(join(dir, 'film.mp4'), large);
    await bucket.putFile('media/films/1/film.mp4', join(dir, 'film.mp4'));
    expect(await bucket.download('media/films/1/film.mp4', join(dir, 'copy.mp4'))).toBe(true);
    expect(readFileSync(join(dir, 'copy.mp4')).equals(large)).toBe(true);
  });

  it('writes a key only if it is free when asked to', async () => {
    expect(await bucket.putBytes('claim', Buffer.from('mine'), { onlyIfAbsent: true })).toBe(true);
    expect(await bucket.putBytes('claim', Buffer.from('theirs'), { onlyIfAbsent: true })).toBe(false);
    expect(await bucket.getBytes('claim')).toEqual(Buffer.from('mine'));
    await bucket.putBytes('claim', Buffer.from('overwritten'));
    expect(await bucket.getBytes('claim')).toEqual(Buffer.from('overwritten'));
  });

  it('reads whole objects, ranges and headers, and answers validators with 304 and impossible ranges with 416', async () => {
    const bytes = Buffer.from('0123456789');
    await bucket.putBytes('file.bin', bytes);
    const whole = await bucket.read('file.bin', { head: false });
    expect(whole).toMatchObject({ status: 200, contentLength: 10, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    if (whole?.status !== 200) throw new Error('expected 200');
    expect(whole.lastModified).toBeInstanceOf(Date);

    const part = await bucket.read('file.bin', { head: false, range: 'bytes=2-4' });
    expect(part).toMatchObject({ status: 206, contentLength: 3, contentRange: 'bytes 2-4/10' });
    if (part?.status !== 206 || !part.body) throw new Error('expected 206 with a body');
    const chunks: Buffer[] = [];
    for await (const chunk of part.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');

    expect(await bucket.read('file.bin', { head: true, range: 'bytes=-3' })).toMatchObject({ status: 206, contentLength: 3, contentRange: 'bytes 7-9/10', body: undefined });
    expect(await bucket.read('file.bin', { head: false, ifNoneMatch: whole.etag })).toEqual({ status: 304 });
    expect(await bucket.read('file.bin', { head: true, ifModifiedSince: new Date(Date.now() + 60_000) })).toEqual({ status: 304 });
    expect(await bucket.read('file.bin', { head: false, range: 'bytes=10-' })).toEqual({ status: 416, size: 10 });
    expect(await bucket.read('none.bin', { head: false })).toBeNull();
    expect(await bucket.read('none.bin', { head: true })).toBeNull();
  });

  it('turns a store it cannot reach into the 503 error, with the cause', async () => {
    const unreachable = new S3Bucket({ ...bucket.settings, endpoint: `http://127.0.0.1:${await freePort()}` });
    try {
      await expect(unreachable.putBytes('x', Buffer.from('x'))).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
      await expect(unreachable.list('')).rejects.toMatchObject({ status: 503, cause: expect.any(Error) });
      await expect(unreachable.read('x', { head: false })).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    } finally {
      unreachable.close();
    }
  });

  it('is refused with the wrong access key', async () => {
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'probe', Body: 'x' }));
    const stranger = new S3Bucket({ ...bucket.settings, prefix: '', credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' } });
    try {
      await expect(stranger.getBytes('probe')).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    } finally {
      stranger.close();
    }
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { loadAppConfig } from '../config/app-config';
import { ObjectStoreUnavailableError, S3Bucket } from '../media';
import { ReleaseFolderTakenError } from './platform.errors';
import { S3ReleaseStorage } from './s3-release-storage';

const FILES = [
  { path: 'mf-manifest.json', bytes: Buffer.from('{"name":"mfe_music"}') },
  { path: 'remoteEntry.js', bytes: Buffer.from('var mfe_music;') },
  { path: 'static/js/12.3f9c2a1b.js', bytes: Buffer.from('chunk') },
];

describe('S3ReleaseStorage', () => {
  let s3: FakeS3;
  let prefix: string;
  const dataDirs: string[] = [];
  const servers: S3ReleaseStorage[] = [];
  /** A studio server of its own (its own DATA_DIR) on the shared bucket. */
  const server = (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-s3-releases-'));
    const { storage } = loadAppConfig({ DATA_DIR: dataDir, ...s3.env(prefix), ...env });
    if (storage.kind !== 's3') throw new Error('expected STORAGE=s3');
    dataDirs.push(dataDir);
    const made = new S3ReleaseStorage(dataDir, storage);
    servers.push(made);
    return { storage: made, dataDir };
  };
  const put = (key: string, body: string) => s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${prefix}${key}`, Body: body }));

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.stop());
  beforeEach(() => {
    prefix = `studio-${Date.now()}/`;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const made of servers.splice(0)) made.onModuleDestroy();
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("stores a release's files and its record in the bucket; another server serves them from its own copy", async () => {
    const publisher = server();
    await publisher.storage.store('mfe_music', '1.2.0', FILES);
    expect(await s3.keys(prefix)).toEqual([
      `${prefix}remotes/mfe_music/1.2.0.release.json`,
      ...FILES.map((file) => `${prefix}remotes/mfe_music/1.2.0/${file.path}`).sort(),
    ]);

    const other = server();
    const [folder, again] = await Promise.all([other.storage.folder('mfe_music', '1.2.0'), other.storage.folder('mfe_music', '1.2.0')]);
    expect(folder).toBe(join(other.dataDir, 'cache', 'remotes', 'mfe_music', '1.2.0'));
    expect(again).toBe(folder);
    for (const file of FILES) expect(readFileSync(join(folder!, file.path))).toEqual(file.bytes);
    // Nothing left of the staging folder it was fetched into.
    expect(readdirSync(join(other.dataDir, 'cache', 'remotes'))).toEqual(['mfe_music']);
    expect(await other.storage.read('mfe_music', '1.2.0', 'remoteEntry.js')).toEqual(FILES[1].bytes);
    expect(await other.storage.read('mfe_music', '1.2.0', 'missing.js')).toBeNull();
    expect(await other.storage.folder('mfe_music', '9.9.9')).toBeNull();
  });

  it('refuses a version another publish claimed, and serves no release before all its files are up', async () => {
    const first = server();
    await first.storage.store('mfe_music', '1.3.0', FILES);
    await expect(server().storage.store('mfe_music', '1.3.0', FILES)).rejects.toBeInstanceOf(ReleaseFolderTakenError);

    // A publish under way elsewhere: claimed, files still going up.
    await put('remotes/mfe_sets/2.0.0.release.json', JSON.stringify({ state: 'storing' }));
    await put('remotes/mfe_sets/2.0.0/mf-manifest.json', '{}');
    const reader = server();
    expect(await reader.storage.folder('mfe_sets', '2.0.0')).toBeNull();
    await expect(reader.storage.store('mfe_sets', '2.0.0', FILES)).rejects.toBeInstanceOf(ReleaseFolderTakenError);
    await put('remotes/mfe_sets/2.0.0.release.json', JSON.stringify({ state: 'stored', files: ['mf-manifest.json'] }));
    expect(await server().storage.folder('mfe_sets', '2.0.0')).not.toBeNull();
  });

  it('takes a release it did not find as absent for a few seconds, then asks the bucket again', async () => {
    const reader = server();
    expect(await reader.storage.folder('mfe_music', '3.0.0')).toBeNull();
    await server().storage.store('mfe_music', '3.0.0', FILES);
    expect(await reader.storage.folder('mfe_music', '3.0.0')).toBeNull();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 5_000);
    expect(await reader.storage.folder('mfe_music', '3.0.0')).not.toBeNull();
    // What this server publishes itself it serves at once.
    expect(await reader.storage.folder('mfe_music', '3.0.1')).toBeNull();
    await reader.storage.store('mfe_music', '3.0.1', FILES);
    expect(await reader.storage.folder('mfe_music', '3.0.1')).not.toBeNull();
  });

  it('leaves out of its copy a file the bucket has lost, so that file is missing as it would be on disk', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await server().storage.store('mfe_music', '1.4.0', FILES);
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${prefix}remotes/mfe_music/1.4.0/remoteEntry.js` }));
    const folder = await server().storage.folder('mfe_music', '1.4.0');
    expect(existsSync(join(folder!, 'mf-manifest.json'))).toBe(true);
    expect(existsSync(join(folder!, 'remoteEntry.js'))).toBe(false);
    expect(warn).toHaveBeenCalledWith('mfe_music@1.4.0 has lost remoteEntry.js from the bucket');
  });

  it('removes a release from the bucket and from its own copy', async () => {
    const publisher = server();
    await publisher.storage.store('mfe_music', '1.5.0', FILES);
    await publisher.storage.store('mfe_music', '1.5.1', FILES);
    const folder = await publisher.storage.folder('mfe_music', '1.5.0');
    await publisher.storage.remove('mfe_music', '1.5.0');
    expect(existsSync(folder!)).toBe(false);
    expect((await s3.keys(prefix)).filter((key) => key.includes('1.5.0'))).toEqual([]);
    expect(await s3.keys(prefix)).toHaveLength(FILES.length + 1);
    // Its version is free again.
    await publisher.storage.store('mfe_music', '1.5.0', FILES);
  });

  it('fails a publish whose upload breaks off with the 503 error and leaves nothing behind', async () => {
    const storage = server().storage;
    const putBytes = S3Bucket.prototype.putBytes;
    jest.spyOn(S3Bucket.prototype, 'putBytes').mockImplementation(function (this: S3Bucket, key, bytes, options) {
      return key.endsWith('/big.js') ? Promise.reject(new ObjectStoreUnavailableError(new Error('connection reset'))) : putBytes.call(this, key, bytes, options);
    });
    await expect(storage.store('mfe_music', '1.6.0', [...FILES, { path: 'big.js', bytes: Buffer.alloc(1024) }])).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    jest.restoreAllMocks();
    expect(await s3.keys(prefix)).toEqual([]);
    await storage.store('mfe_music', '1.6.0', FILES);
  });
});

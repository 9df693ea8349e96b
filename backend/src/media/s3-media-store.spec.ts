import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { freePort } from '../../test/own-server';
import { type AppConfig, loadAppConfig } from '../config/app-config';
import { MediaStorage } from './media-storage.service';
import { ObjectStoreUnavailableError } from './media.errors';
import { S3MediaStore } from './s3-media-store';

/** One studio process: its own DATA_DIR, the shared bucket. */
interface Machine {
  config: AppConfig;
  store: S3MediaStore;
  media: MediaStorage;
}

describe('MediaStorage with the S3 store', () => {
  let s3: FakeS3;
  let prefix: string;
  const machines: Machine[] = [];
  const machine = (env: Record<string, string> = s3.env(prefix)): Machine => {
    const config = loadAppConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-s3-media-')), SEED_DEMO: 'false', ...env });
    if (config.storage.kind !== 's3') throw new Error('expected STORAGE=s3');
    const store = new S3MediaStore(config.storage);
    const made = { config, store, media: new MediaStorage(config, store) };
    machines.push(made);
    return made;
  };
  const bucketFiles = async (folder: string) => (await s3.keys(`${prefix}media/${folder}/`)).map((key) => key.split('/').pop());
  const localFiles = (media: MediaStorage, owner: 'sets' | 'scenes', id: number) => {
    const dir = media.ownerDir(owner, id);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.stop());
  beforeEach(() => {
    prefix = `run-${Date.now()}/`;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    for (const { store, config } of machines.splice(0)) {
      await store.onModuleDestroy();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it("uploads what one machine saves or adopts, and another machine's pathOf() fetches it into its cache", async () => {
    const writer = machine();
    const url = await writer.media.save('sets', 1, 'model', 'glb', Buffer.from('glb bytes'));
    expect(url).toMatch(/^\/media\/sets\/1\/model-[0-9a-f]{16}\.glb$/);
    expect(await s3.keys(prefix)).toEqual([`${prefix}media${url.slice('/media'.length)}`]);
    // The writer's working copy is in its cache, not in DATA_DIR/media.
    expect(writer.media.root).toBe(join(writer.config.dataDir, 'cache', 'media'));
    expect(localFiles(writer.media, 'sets', 1)).toEqual([url.split('/').pop()]);

    const source = join(writer.config.dataDir, 'render.mp4');
    writeFileSync(source, 'mp4 bytes');
    const adopted = await writer.media.adoptFile('scenes', 2, 'render', 'mp4', source, 'aaaabbbbccccdddd');
    expect(adopted).toBe('/media/scenes/2/render-aaaabbbbccccdddd.mp4');
    expect(existsSync(source)).toBe(false);
    expect(await bucketFiles('scenes/2')).toEqual(['render-aaaabbbbccccdddd.mp4']);

    const reader = machine();
    expect(localFiles(reader.media, 'sets', 1)).toEqual([]);
    const path = reader.media.pathOf(url)!;
    expect(path).toBe(join(reader.config.dataDir, 'cache', 'media', 'sets', '1', url.split('/').pop()!));
    expect(readFileSync(path, 'utf8')).toBe('glb bytes');
    expect(readFileSync(reader.media.pathOf(adopted)!, 'utf8')).toBe('mp4 bytes');
    // Only the fetched file, no temporary one beside it.
    expect(localFiles(reader.media, 'sets', 1)).toEqual([url.split('/').pop()]);
  });

  it('gives the path of a file the bucket does not have, where no file is, and still refuses what is no media URL', () => {
    const reader = machine();
    const path = reader.media.pathOf('/media/sets/1/model-0000000000000000.glb');
    expect(path).toBe(join(reader.media.root, 'sets', '1', 'model-0000000000000000.glb'));
    expect(existsSync(path!)).toBe(false);
    expect(reader.media.pathOf('/media/sets/../secret')).toBeNull();
    expect(reader.media.pathOf('/placeholder.glb')).toBeNull();
    expect(reader.media.pathOf(null)).toBeNull();
  });

  it("removes a file and an owner's folder from the bucket and the cache", async () => {
    const writer = machine();
    const first = await writer.media.save('sets', 3, 'model', 'glb', Buffer.from('one'));
    const second = await writer.media.save('sets', 3, 'reference', 'png', Buffer.from('two'));
    await writer.media.save('sets', 4, 'model', 'glb', Buffer.from('three'));
    const other = machine();
    other.media.pathOf(first);

    await other.media.removeOwnedFile('sets', 3, first);
    expect(await bucketFiles('sets/3')).toEqual([second.split('/').pop()]);
    expect(localFiles(other.media, 'sets', 3)).toEqual([]);
    // Another set's URL is not this set's to remove.
    await other.media.removeOwnedFile('sets', 3, '/media/sets/4/model-0000000000000000.glb');

    await other.media.removeOwners('sets', [3, 4]);
    expect(await s3.keys(prefix)).toEqual([]);
  });

  it("removes a prefix's strays written before the given time, keeping the one pointed at, other prefixes' and newer files", async () => {
    const writer = machine();
    const kept = await writer.media.save('sets', 5, 'model', 'glb', Buffer.from('kept'));
    await writer.media.save('sets', 5, 'model', 'glb', Buffer.from('stray'));
    const reference = await writer.media.save('sets', 5, 'reference', 'png', Buffer.from('other prefix'));
    // Written now: newer than a time a minute ago.
    await machine().media.removeStrays('sets', 5, 'model', null, new Date(Date.now() - 60_000));
    expect(await bucketFiles('sets/5')).toHaveLength(3);

    await machine().media.removeStrays('sets', 5, 'model', kept, new Date(Date.now() + 60_000));
    expect((await bucketFiles('sets/5')).sort()).toEqual([kept, reference].map((url) => url.split('/').pop()).sort());
    expect(localFiles(writer.media, 'sets', 5)).toHaveLength(3);
    await writer.media.removeStrays('sets', 5, 'model', kept, new Date(Date.now() + 60_000));
    expect(localFiles(writer.media, 'sets', 5)).toEqual([kept, reference].map((url) => url.split('/').pop()).sort());
  });

  it('fails a save with the 503 error and keeps no file when the bucket cannot be reached; a fetch from it finds nothing', async () => {
    const cutOff = machine({ ...s3.env(prefix), S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    await expect(cutOff.media.save('sets', 6, 'model', 'glb', Buffer.from('lost'))).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    expect(localFiles(cutOff.media, 'sets', 6)).toEqual([]);
    const path = cutOff.media.pathOf('/media/sets/6/model-0000000000000000.glb');
    expect(existsSync(path!)).toBe(false);
    // Removals never throw: the rows no longer point there.
    await expect(cutOff.media.removeOwners('sets', [6])).resolves.toBeUndefined();
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringMatching(/^Could not fetch \/media\/sets\/6\/model-0+\.glb from the bucket: /));
  });
});

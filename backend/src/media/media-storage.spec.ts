import { existsSync, mkdirSync, mkdtempSync, promises as fsPromises, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enospcError, fillDiskUnder } from '../../test/disk-full';
import { loadAppConfig } from '../config/app-config';
import { MediaStorage } from './media-storage.service';
import { InsufficientStorageError } from './media.errors';

const errnoError = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: failed`), { code });

describe('MediaStorage', () => {
  let dataDir: string;
  let media: MediaStorage;
  const filesOf = (owner: 'sets' | 'scenes', id: number) => {
    const dir = media.ownerDir(owner, id);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'studio-media-'));
    media = new MediaStorage(loadAppConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('on a full disk', () => {
    it('save() throws the 507 error and leaves no file', async () => {
      const halfWritten = fillDiskUnder(media.root);
      const saving = media.save('sets', 1, 'model', 'glb', Buffer.alloc(4096, 1));
      await expect(saving).rejects.toBeInstanceOf(InsufficientStorageError);
      await expect(saving).rejects.toMatchObject({ status: 507, message: 'The server has no disk space left to save this file.' });
      expect(halfWritten).toHaveLength(1);
      expect(filesOf('sets', 1)).toEqual([]);
    });

    it('adoptFile() across file systems throws the 507 error, leaves no file and keeps the source', async () => {
      const source = join(dataDir, 'render.mp4');
      writeFileSync(source, Buffer.alloc(4096, 2));
      // A rename cannot cross file systems: adoptFile copies instead, and the copy fills the disk.
      const { rename } = fsPromises;
      jest.spyOn(fsPromises, 'rename').mockImplementation((from, to) => (from === source ? Promise.reject(errnoError('EXDEV')) : rename(from, to)));
      const halfWritten = fillDiskUnder(media.root);
      await expect(media.adoptFile('scenes', 3, 'render', 'mp4', source)).rejects.toBeInstanceOf(InsufficientStorageError);
      expect(halfWritten).toHaveLength(1);
      expect(filesOf('scenes', 3)).toEqual([]);
      expect(readFileSync(source)).toEqual(Buffer.alloc(4096, 2));
    });

    it('a spent quota (EDQUOT) is the same 507; other errors stay as they were, and leave no file either', async () => {
      jest.spyOn(fsPromises, 'writeFile').mockRejectedValueOnce(errnoError('EDQUOT'));
      await expect(media.save('sets', 1, 'model', 'glb', Buffer.from('x'))).rejects.toBeInstanceOf(InsufficientStorageError);
      const denied = errnoError('EACCES');
      jest.spyOn(fsPromises, 'rename').mockRejectedValueOnce(denied);
      await expect(media.save('sets', 1, 'model', 'glb', Buffer.from('x'))).rejects.toBe(denied);
      expect(filesOf('sets', 1)).toEqual([]);
    });

    it('the error keeps the file system error as its cause, for the log', async () => {
      const full = enospcError();
      jest.spyOn(fsPromises, 'writeFile').mockRejectedValueOnce(full);
      await expect(media.save('sets', 1, 'model', 'glb', Buffer.from('x'))).rejects.toMatchObject({ cause: full });
    });
  });

  describe('removeStrays', () => {
    const write = (name: string, writtenAt = new Date(Date.now() - 60_000)) => {
      const dir = media.ownerDir('sets', 5);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, name), name);
      utimesSync(join(dir, name), writtenAt, writtenAt);
    };

    it("removes the prefix's other files and temporary ones, keeping the one pointed at, other prefixes' and newer files", async () => {
      for (const name of ['model-aa.glb', 'model-bb.glb', '.model-cc.glb.partial', 'reference-dd.png', '.reference-ee.png.partial']) write(name);
      write('model-ff.glb', new Date(Date.now() + 60_000));
      await media.removeStrays('sets', 5, 'model', '/media/sets/5/model-aa.glb');
      expect(filesOf('sets', 5)).toEqual(['.reference-ee.png.partial', 'model-aa.glb', 'model-ff.glb', 'reference-dd.png']);
    });

    it('with nothing to keep removes them all; a folder that does not exist is nothing to do', async () => {
      write('model-aa.glb');
      await media.removeStrays('sets', 5, 'model', null);
      expect(filesOf('sets', 5)).toEqual([]);
      await expect(media.removeStrays('sets', 6, 'model', null)).resolves.toBeUndefined();
    });
  });
});

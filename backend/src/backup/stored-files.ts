import { copyFile, link, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { AppConfig } from '../config';
import { S3Bucket } from '../media';

/**
 * The studio's stored files where STORAGE keeps them, by key: `media/<owner>/<id>/<name>` and
 * `remotes/<name>/<version>/…`. On disk these are paths under DATA_DIR; with S3, object keys
 * under S3_PREFIX. Files never change once written (a new upload gets a new name), so a copy
 * taken at any time is the file.
 */
export interface StoredFiles {
  /** Every key under `folder` (`media` or `remotes`), leaving out files still being written. */
  list(folder: string): Promise<string[]>;
  /** Copies `key` to `path`; false when there is no such file (any more). */
  copyOut(key: string, path: string): Promise<boolean>;
  /** Stores the file at `path` as `key`. */
  copyIn(path: string, key: string): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  close(): void;
}

export const storedFilesOf = (config: AppConfig): StoredFiles =>
  config.storage.kind === 's3' ? new BucketFiles(new S3Bucket(config.storage)) : new DiskFiles(config.dataDir);

/** Hard-links (a copy when the link cannot be made): instant for a backup staged inside DATA_DIR. */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EEXIST') throw error;
    await copyFile(from, to);
  }
}

/** Files under a folder, by path relative to `root` with `/` separators; a name starting with `.` (a `.partial`, a `.staging-` folder) is skipped. */
export async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) keys.push(...(await filesUnder(root, path)));
    else if (entry.isFile()) keys.push(path.split(sep).join('/'));
  }
  return keys;
}

class DiskFiles implements StoredFiles {
  constructor(private readonly root: string) {}

  list(folder: string): Promise<string[]> {
    return filesUnder(this.root, folder);
  }

  async copyOut(key: string, path: string): Promise<boolean> {
    try {
      await linkOrCopy(join(this.root, key), path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async copyIn(path: string, key: string): Promise<void> {
    await linkOrCopy(path, join(this.root, key));
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(join(this.root, key), { force: true });
  }

  close(): void {}
}

class BucketFiles implements StoredFiles {
  constructor(private readonly bucket: S3Bucket) {}

  async list(folder: string): Promise<string[]> {
    return (await this.bucket.list(`${folder}/`)).map((object) => object.key);
  }

  copyOut(key: string, path: string): Promise<boolean> {
    return this.bucket.download(key, path);
  }

  copyIn(path: string, key: string): Promise<void> {
    return this.bucket.putFile(key, path);
  }

  remove(keys: readonly string[]): Promise<void> {
    return this.bucket.remove(keys);
  }

  close(): void {
    this.bucket.close();
  }
}

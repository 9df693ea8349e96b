import { Inject, Injectable, type Provider } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config';
import { ReleaseFolderTakenError } from './platform.errors';
import { S3ReleaseStorage } from './s3-release-storage';

/** A file to store, by its path inside the release. */
export interface StoredFile {
  path: string;
  bytes: Buffer;
}

/**
 * Where published releases' files live, each release under name/version and never rewritten:
 * DATA_DIR/remotes (LocalReleaseStorage), or with STORAGE=s3 the bucket every server shares
 * (S3ReleaseStorage).
 */
export abstract class ReleaseStorage {
  /** Stores every file of a release at once: all of them or none (409 when that release's place is taken). */
  abstract store(name: string, version: string, files: StoredFile[]): Promise<void>;
  /** The folder on this machine the release is served from, or null when it is not stored. */
  abstract folder(name: string, version: string): Promise<string | null>;
  /** One file's bytes, or null when it is missing. */
  abstract read(name: string, version: string, path: string): Promise<Buffer | null>;
  /** Removes a release whose record could not be written. */
  abstract remove(name: string, version: string): Promise<void>;
}

const isDirectory = (path: string) =>
  stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );

/** DATA_DIR/remotes/<name>/<version>/: what /remotes/<name>/<version>/ serves. */
@Injectable()
export class LocalReleaseStorage extends ReleaseStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = join(config.dataDir, 'remotes');
  }

  /** Written to a staging folder beside the releases, then renamed into place: a half-written release is never served. */
  async store(name: string, version: string, files: StoredFile[]): Promise<void> {
    const target = this.path(name, version);
    if (await isDirectory(target)) throw new ReleaseFolderTakenError(name, version);
    const staging = join(this.root, `.staging-${randomBytes(8).toString('hex')}`);
    try {
      for (const file of files) {
        await mkdir(dirname(join(staging, file.path)), { recursive: true });
        await writeFile(join(staging, file.path), file.bytes, { flag: 'wx' });
      }
      await mkdir(dirname(target), { recursive: true });
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // Another publish of the same version renamed its folder into place first.
      if (['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw new ReleaseFolderTakenError(name, version);
      throw error;
    }
  }

  async folder(name: string, version: string): Promise<string | null> {
    const path = this.path(name, version);
    return (await isDirectory(path)) ? path : null;
  }

  read(name: string, version: string, path: string): Promise<Buffer | null> {
    return readFile(join(this.path(name, version), path)).catch(() => null);
  }

  async remove(name: string, version: string): Promise<void> {
    await rm(this.path(name, version), { recursive: true, force: true });
  }

  /** Names and versions are checked by the contracts (a remote's name, plain semver), so they stay one folder each. */
  private path(name: string, version: string): string {
    return join(this.root, name, version);
  }
}

/** The ReleaseStorage STORAGE asks for. */
export const releaseStorageProvider: Provider = {
  provide: ReleaseStorage,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): ReleaseStorage =>
    config.storage.kind === 's3' ? new S3ReleaseStorage(config.dataDir, config.storage) : new LocalReleaseStorage(config),
};

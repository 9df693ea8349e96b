import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '../config';
import { S3Bucket } from '../media';
import { ReleaseFolderTakenError } from './platform.errors';
import type { ReleaseStorage, StoredFile } from './release-storage';

/**
 * `remotes/<name>/<version>.release.json` beside a release's files: claimed (`storing`) before
 * they are uploaded and `stored`, with their paths, once all are. Only a stored release is served.
 */
const releaseRecordSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('storing') }),
  z.object({ state: z.literal('stored'), files: z.array(z.string()) }),
]);
type ReleaseRecord = z.infer<typeof releaseRecordSchema>;

const recordKey = (name: string, version: string) => `remotes/${name}/${version}.release.json`;
const recordBytes = (record: ReleaseRecord) => Buffer.from(JSON.stringify(record));
const fileKey = (name: string, version: string, path: string) => `remotes/${name}/${version}/${path}`;

/** How long a release the bucket did not have is taken as absent before the bucket is asked again: another server may publish it. */
const ABSENT_FOR_MS = 5_000;
/** Absent releases remembered at most (the versions asked for come from the request's URL). */
const ABSENT_REMEMBERED = 1000;
/** Files uploaded or downloaded at once. */
const TRANSFERS_AT_ONCE = 8;

const isDirectory = (path: string) =>
  stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );

/**
 * Runs `transfer` on every item, a few at a time. After a failure no new one starts, and the first
 * failure is thrown once those under way have settled, so a cleanup after it races with none.
 */
async function transferAll<T>(items: readonly T[], transfer: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next++];
      await transfer(item).catch((error: unknown) => {
        failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(TRANSFERS_AT_ONCE, items.length) }, lane));
  if (failure) throw failure.error;
}

/**
 * Releases in the S3 bucket (STORAGE=s3) under `remotes/<name>/<version>/`, so every studio server
 * sharing the bucket serves every release. A release never changes, so a server keeps the copy it
 * serves from in `DATA_DIR/cache/remotes/` for good, fetched the first time it is asked for.
 */
export class S3ReleaseStorage implements ReleaseStorage, OnModuleDestroy {
  private readonly logger = new Logger(S3ReleaseStorage.name);
  private readonly bucket: S3Bucket;
  private readonly cache: string;
  private readonly absentUntil = new Map<string, number>();
  private readonly fetching = new Map<string, Promise<string | null>>();

  constructor(dataDir: string, settings: S3Settings) {
    this.bucket = new S3Bucket(settings);
    this.cache = join(dataDir, 'cache', 'remotes');
  }

  /**
   * Claims the version with a conditional write of its record (409 when another publish has it),
   * uploads the files, then marks the record stored. A failed upload removes what it wrote.
   */
  async store(name: string, version: string, files: StoredFile[]): Promise<void> {
    const claimed = await this.bucket.putBytes(recordKey(name, version), recordBytes({ state: 'storing' }), { onlyIfAbsent: true });
    if (!claimed) throw new ReleaseFolderTakenError(name, version);
    try {
      await transferAll(files, (file) => this.bucket.putBytes(fileKey(name, version, file.path), file.bytes).then(() => undefined));
      await this.bucket.putBytes(recordKey(name, version), recordBytes({ state: 'stored', files: files.map((file) => file.path) }));
    } catch (error) {
      await this.remove(name, version).catch(() => undefined);
      throw error;
    }
    this.absentUntil.delete(`${name}/${version}`);
  }

  /** This server's copy of a stored release, fetched from the bucket the first time (once, however many ask at once). */
  async folder(name: string, version: string): Promise<string | null> {
    const local = join(this.cache, name, version);
    if (await isDirectory(local)) return local;
    const id = `${name}/${version}`;
    if ((this.absentUntil.get(id) ?? 0) > Date.now()) return null;
    let fetching = this.fetching.get(id);
    if (!fetching) {
      fetching = this.fetch(name, version, local).finally(() => this.fetching.delete(id));
      this.fetching.set(id, fetching);
    }
    return fetching;
  }

  /** From the bucket itself, so the gate checks the files every server serves. */
  read(name: string, version: string, path: string): Promise<Buffer | null> {
    return this.bucket.getBytes(fileKey(name, version, path));
  }

  async remove(name: string, version: string): Promise<void> {
    await this.bucket.removeUnder(fileKey(name, version, ''));
    await this.bucket.remove([recordKey(name, version)]);
    await rm(join(this.cache, name, version), { recursive: true, force: true });
  }

  onModuleDestroy(): void {
    this.bucket.close();
  }

  /**
   * Downloads a stored release into a staging folder and renames it into place, so a half-fetched
   * copy is never served. A file missing from the bucket is left out (and 404s, as on disk).
   */
  private async fetch(name: string, version: string, local: string): Promise<string | null> {
    const record = await this.record(name, version);
    if (record?.state !== 'stored') {
      this.rememberAbsent(`${name}/${version}`);
      return null;
    }
    const staging = join(this.cache, `.staging-${randomBytes(8).toString('hex')}`);
    try {
      await transferAll(record.files, async (path) => {
        if (!(await this.bucket.download(fileKey(name, version, path), join(staging, path)))) {
          this.logger.warn(`${name}@${version} has lost ${path} from the bucket`);
        }
      });
      await mkdir(staging, { recursive: true });
      await mkdir(dirname(local), { recursive: true });
      await rename(staging, local);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // Another process on this machine moved its copy in first.
      if (['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) return local;
      throw error;
    }
    return local;
  }

  private rememberAbsent(id: string): void {
    const now = Date.now();
    if (this.absentUntil.size >= ABSENT_REMEMBERED) {
      for (const [known, until] of this.absentUntil) if (until <= now) this.absentUntil.delete(known);
    }
    if (this.absentUntil.size < ABSENT_REMEMBERED) this.absentUntil.set(id, now + ABSENT_FOR_MS);
  }

  private async record(name: string, version: string): Promise<ReleaseRecord | null> {
    const bytes = await this.bucket.getBytes(recordKey(name, version));
    return bytes && releaseRecordSchema.parse(JSON.parse(bytes.toString('utf8')));
  }
}

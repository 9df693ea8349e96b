import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config';
import { diskFullAsInsufficientStorage } from './media.errors';
import type { MediaUpload } from './media-upload';
import { SHARED_MEDIA_STORE, type SharedMediaStore } from './shared-media-store';

/** URL prefix of everything under `DATA_DIR/media` (served by media-files.setup.ts). */
export const MEDIA_URL_PREFIX = '/media';

/** Entities that own media; each one's files live in `media/<owner>/<id>/`. */
export type MediaOwner = 'characters' | 'sets' | 'music' | 'generated' | 'voice-lines' | 'scenes' | 'scripts' | 'archives' | 'films';

/** The random part of a stored file's name. */
export const newMediaKey = (): string => randomBytes(8).toString('hex');

/** The URL a file adopted with this key will have. */
export const mediaUrl = (owner: MediaOwner, id: number, prefix: string, extension: string, key: string): string =>
  `${MEDIA_URL_PREFIX}/${owner}/${id}/${prefix}-${key}.${extension}`;

/** The folder under the 'generated' owner for files made on demand, owned by no entity. */
export const ON_DEMAND_MEDIA_ID = 0;

/** A file in the shared store may be written up to a second after the time it is listed with (S3 keeps whole seconds). */
const SHARED_TIME_RESOLUTION_MS = 1000;

/**
 * Files under `DATA_DIR/media`, one folder per owning entity, addressed by their public URL
 * (`/media/<owner>/<id>/<file>`), which is what the entity rows store.
 *
 * With a shared store (STORAGE=s3) the store holds the files and the local folder,
 * `DATA_DIR/cache/media`, is this machine's working copy: a file is written there, then uploaded
 * before its URL is handed out; removals reach both; pathOf() fetches a file another process wrote
 * into the folder first, so callers that need a real path (ffmpeg, Chromium) work unchanged.
 */
@Injectable()
export class MediaStorage {
  private readonly logger = new Logger(MediaStorage.name);
  readonly root: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SHARED_MEDIA_STORE) private readonly shared: SharedMediaStore | null = null,
  ) {
    this.root = shared ? join(config.dataDir, 'cache', 'media') : join(config.dataDir, 'media');
  }

  ownerDir(owner: MediaOwner, id: number): string {
    return join(this.root, owner, String(id));
  }

  /**
   * Writes `bytes` as `<prefix>-<random>.<extension>` in the owner's folder and returns its URL.
   * Written to a temporary name and renamed, so a reader never sees half a file; a new name per
   * upload, so a cached old URL never shows new content. A full disk is a 507 and leaves nothing.
   */
  async save(owner: MediaOwner, id: number, prefix: string, extension: string, bytes: Buffer): Promise<string> {
    const name = `${prefix}-${newMediaKey()}.${extension}`;
    await this.moveIn(owner, id, name, (temporary) => writeFile(temporary, bytes));
    return this.share(owner, id, name);
  }

  /**
   * The file behind a /media URL this storage wrote, or null for anything else (placeholders, other
   * paths). With a shared store, a file not on this machine yet is fetched first, blocking this
   * thread meanwhile; one the store does not have either gets its path all the same, where no file is.
   */
  pathOf(url: string | null): string | null {
    const key = this.keyOf(url);
    if (key === null) return null;
    const path = join(this.root, key);
    if (this.shared && !existsSync(path)) this.shared.fetchBlocking(key, path);
    return path;
  }

  /**
   * Moves the finished file at `path` (e.g. a render's MP4) in as `<prefix>-<key>.<extension>`
   * and returns its URL; like save(), a reader never sees half a file. The key is random unless
   * the caller chose one earlier (newMediaKey) to tell the URL before the file exists.
   */
  async adoptFile(owner: MediaOwner, id: number, prefix: string, extension: string, path: string, key = newMediaKey()): Promise<string> {
    const name = `${prefix}-${key}.${extension}`;
    await this.moveIn(owner, id, name, async (temporary) => {
      // Another file system (a temporary folder elsewhere) cannot rename across: copy first.
      await rename(path, temporary).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await copyFile(path, temporary);
      });
    });
    return this.share(owner, id, name);
  }

  /**
   * Deletes the owner's `<prefix>-*` files but `keep`'s, and the temporary `.<prefix>-*.partial`
   * ones: what a job cut off between writing a file and pointing its row at it left. Only files
   * last written before `before`, so a newer job's file is never taken. Never throws.
   */
  async removeStrays(owner: MediaOwner, id: number, prefix: string, keep: string | null, before = new Date()): Promise<void> {
    const dir = this.ownerDir(owner, id);
    const keptKey = this.keyOf(keep);
    const kept = keptKey === null ? null : join(this.root, keptKey);
    const names = await readdir(dir).catch(() => []);
    for (const name of names) {
      const path = join(dir, name);
      if (path === kept || !(name.startsWith(`${prefix}-`) || (name.startsWith(`.${prefix}-`) && name.endsWith('.partial')))) continue;
      const written = await stat(path).then((stats) => stats.mtime, () => null);
      if (written && written < before) await this.removeQuietly(path);
    }
    await this.removeSharedStrays(owner, id, prefix, keptKey, before);
  }

  /**
   * Deletes the file at `url` if it is one of this owner's files; anything else (a placeholder
   * path, another entity's file, null) is left alone. Never throws: the row no longer points there.
   */
  async removeOwnedFile(owner: MediaOwner, id: number, url: string | null): Promise<void> {
    const ownPrefix = `${MEDIA_URL_PREFIX}/${owner}/${id}/`;
    if (!url?.startsWith(ownPrefix)) return;
    const name = url.slice(ownPrefix.length);
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) return;
    await this.removeQuietly(join(this.ownerDir(owner, id), name));
    await this.quietly(`remove /media/${owner}/${id}/${name} from the shared store`, (shared) => shared.remove([`${owner}/${id}/${name}`]));
  }

  /**
   * Stores an uploaded file as an item's and answers its URL: saves it, then `point(url)` sets the
   * row's column. A failed write takes the new file away; a row deleted meanwhile (`point` answers
   * false) keeps nothing and `gone()` is thrown. Last, the file it replaced is deleted.
   */
  async replaceWithUpload(
    owner: MediaOwner,
    id: number,
    stored: { prefix: string; upload: MediaUpload; replaced: string | null },
    point: (url: string) => Promise<boolean>,
    gone: () => Error,
  ): Promise<string> {
    const url = await this.save(owner, id, stored.prefix, stored.upload.format.extension, stored.upload.bytes);
    const pointed = await point(url).catch(async (error: unknown) => {
      await this.removeOwnedFile(owner, id, url);
      throw error;
    });
    if (!pointed) {
      await this.removeOwners(owner, [id]);
      throw gone();
    }
    await this.removeOwnedFile(owner, id, stored.replaced);
    return url;
  }

  /** Deletes the folders of deleted entities. Call after the delete committed. */
  async removeOwners(owner: MediaOwner, ids: readonly number[]): Promise<void> {
    await Promise.all(
      ids.map(async (id) => {
        await this.removeQuietly(this.ownerDir(owner, id));
        await this.quietly(`remove /media/${owner}/${id}/ from the shared store`, (shared) => shared.removeFolder(`${owner}/${id}`));
      }),
    );
  }

  /** `<owner>/<id>/<name>` of a /media URL this storage wrote, or null for anything else. */
  private keyOf(url: string | null): string | null {
    if (!url?.startsWith(`${MEDIA_URL_PREFIX}/`)) return null;
    const segments = url.slice(MEDIA_URL_PREFIX.length + 1).split('/');
    if (segments.length !== 3 || !segments.every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(segment))) return null;
    return segments.join('/');
  }

  /** Uploads a file just moved in to the shared store, if there is one, and returns its URL; a failed upload leaves no file. */
  private async share(owner: MediaOwner, id: number, name: string): Promise<string> {
    if (this.shared) {
      const path = join(this.ownerDir(owner, id), name);
      try {
        await this.shared.upload(`${owner}/${id}/${name}`, path);
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    }
    return `${MEDIA_URL_PREFIX}/${owner}/${id}/${name}`;
  }

  /** removeStrays() in the shared store: its listing's times stand for the files' write times. */
  private async removeSharedStrays(owner: MediaOwner, id: number, prefix: string, keptKey: string | null, before: Date): Promise<void> {
    const folder = `${owner}/${id}`;
    await this.quietly(`remove stray ${prefix} files of /media/${folder}/ from the shared store`, async (shared) => {
      const strays = (await shared.list(folder))
        .filter((file) => file.name.startsWith(`${prefix}-`) && file.writtenAt.getTime() + SHARED_TIME_RESOLUTION_MS <= before.getTime())
        .map((file) => `${folder}/${file.name}`)
        .filter((key) => key !== keptKey);
      await shared.remove(strays);
    });
  }

  /** Runs a removal in the shared store, if there is one; a failure is logged, as the rows no longer point there. */
  private async quietly(what: string, remove: (shared: SharedMediaStore) => Promise<void>): Promise<void> {
    if (!this.shared) return;
    try {
      await remove(this.shared);
    } catch (error) {
      this.logger.warn(`Could not ${what}: ${(error as Error).message}`);
    }
  }

  /**
   * Puts a file in as `name` in the owner's folder: `write` fills a temporary file beside it, which
   * is then renamed into place, so the name never shows half a file; on any error the temporary
   * file goes, and a full disk becomes InsufficientStorageError.
   */
  private async moveIn(owner: MediaOwner, id: number, name: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const dir = this.ownerDir(owner, id);
    const temporary = join(dir, `.${name}.partial`);
    try {
      await mkdir(dir, { recursive: true });
      await write(temporary);
      await rename(temporary, join(dir, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw diskFullAsInsufficientStorage(error);
    }
  }

  private async removeQuietly(path: string): Promise<void> {
    try {
      await rm(path, { recursive: true, force: true });
    } catch (error) {
      this.logger.warn(`Could not remove ${path}: ${(error as Error).message}`);
    }
  }
}

import type { ObjectRead, ObjectReadRequest } from './s3-bucket';

/** A stored file in a folder of the shared store, and when it was written (to the store's second). */
export interface SharedMediaFile {
  name: string;
  writtenAt: Date;
}

/**
 * Where every studio process (API servers, workers, on any machine) finds the media files the
 * others wrote: an object store with STORAGE=s3. Absent with STORAGE=disk, where DATA_DIR/media is
 * the one copy. Keys are a file's path under /media: `<owner>/<id>/<name>`.
 */
export interface SharedMediaStore {
  /** Stores the finished file at `path` as `key`. */
  upload(key: string, path: string): Promise<void>;
  /**
   * Writes `key` to `path`, with this thread waiting: false when the store has no such file or
   * could not be read (logged).
   */
  fetchBlocking(key: string, path: string): boolean;
  /** The files under a folder (`<owner>/<id>`). */
  list(folder: string): Promise<SharedMediaFile[]>;
  remove(keys: readonly string[]): Promise<void>;
  /** Removes a folder (`<owner>/<id>`) and everything in it. */
  removeFolder(folder: string): Promise<void>;
  /** A file as an HTTP answer (range, validators) for /media; null when there is none. */
  read(key: string, request: ObjectReadRequest): Promise<ObjectRead | null>;
}

/** The Nest token of the SharedMediaStore, or null with STORAGE=disk. */
export const SHARED_MEDIA_STORE = Symbol('SHARED_MEDIA_STORE');

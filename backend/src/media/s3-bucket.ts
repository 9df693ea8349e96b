import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { ObjectStoreUnavailableError } from './media.errors';

/** An object in a listing, by its key under the studio's prefix. */
export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** What a read asks for, from the HTTP request it serves. */
export interface ObjectReadRequest {
  /** HEAD: headers only. */
  head: boolean;
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

/** An object's answer to a read: 200 or 206 with its body (none for HEAD), 304, or 416 with the object's size. */
export type ObjectRead =
  | {
      status: 200 | 206;
      contentLength: number;
      contentRange?: string;
      etag?: string;
      lastModified?: Date;
      body?: Readable;
    }
  | { status: 304 }
  | { status: 416; size: number };

/**
 * Files up to this size are uploaded from memory: the SDK retries a request whose body it can
 * send again, never one that streams (a long render), which gets one try.
 */
const RETRYABLE_UPLOAD_BYTES = 16 * 1024 * 1024;

/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

/**
 * Timeouts so that a store that stopped answering fails the request instead of holding it (and,
 * for a blocking fetch, the thread). The SDK retries a failed request twice on its own.
 */
const REQUEST_HANDLER = { connectionTimeout: 5_000, requestTimeout: 60_000 };

/**
 * The S3 client's options for these settings, as plain data (a worker thread builds its own client
 * from them). Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's
 * default trailing checksums on uploads.
 */
export const s3ClientConfig = (settings: S3Settings): S3ClientConfig => ({
  region: settings.region,
  endpoint: settings.endpoint,
  forcePathStyle: settings.forcePathStyle,
  credentials: settings.credentials,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  requestHandler: REQUEST_HANDLER,
});

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * One S3 bucket, every key under the configured prefix (S3_PREFIX): the studio's only door to the
 * object store. Missing objects are answers (null, false); anything else the store does wrong is
 * ObjectStoreUnavailableError (503), with the SDK's error as its cause.
 */
export class S3Bucket {
  private readonly client: S3Client;

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client(s3ClientConfig(settings));
  }

  /** The object's key in the bucket. */
  keyOf(key: string): string {
    return `${this.settings.prefix}${key}`;
  }

  /** Uploads the file at `path`: from memory up to RETRYABLE_UPLOAD_BYTES, so the SDK can retry it; streamed beyond. */
  async putFile(key: string, path: string): Promise<void> {
    const { size } = await stat(path);
    const body = size <= RETRYABLE_UPLOAD_BYTES ? await readFile(path) : createReadStream(path);
    await this.call(() => this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Body: body, ContentLength: size })));
  }

  /**
   * Uploads `bytes`. With `onlyIfAbsent`, only when no object has that key (S3's conditional write,
   * `If-None-Match: *`): false when one had.
   */
  async putBytes(key: string, bytes: Buffer, { onlyIfAbsent = false } = {}): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Body: bytes, IfNoneMatch: onlyIfAbsent ? '*' : undefined }),
      );
      return true;
    } catch (error) {
      if (onlyIfAbsent && statusOf(error) === 412) return false;
      throw new ObjectStoreUnavailableError(error);
    }
  }

  /** The object's bytes, or null when there is none. */
  async getBytes(key: string): Promise<Buffer | null> {
    const object = await this.read(key, { head: false });
    if (!object || object.status !== 200 || !object.body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Writes the object to `path` (through a temporary file beside it); false when there is none. */
  async download(key: string, path: string): Promise<boolean> {
    const object = await this.read(key, { head: false });
    if (!object || object.status !== 200 || !object.body) return false;
    const temporary = `${path}.${process.pid}.download`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await pipeline(object.body, createWriteStream(temporary));
      await rename(temporary, path);
      return true;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /**
   * GetObject or HeadObject with the request's range and validators: S3 answers them, so every
   * server serving the same object answers alike. Null when there is no such object.
   */
  async read(key: string, request: ObjectReadRequest): Promise<ObjectRead | null> {
    const input = {
      Bucket: this.settings.bucket,
      Key: this.keyOf(key),
      Range: request.range,
      IfNoneMatch: request.ifNoneMatch,
      IfModifiedSince: request.ifModifiedSince,
    };
    try {
      const output = request.head ? await this.client.send(new HeadObjectCommand(input)) : await this.client.send(new GetObjectCommand(input));
      const body = 'Body' in output && output.Body instanceof Readable ? output.Body : undefined;
      return {
        status: output.ContentRange ? 206 : 200,
        contentLength: output.ContentLength ?? 0,
        contentRange: output.ContentRange,
        etag: output.ETag,
        lastModified: output.LastModified,
        body,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      if (status === 304) return { status: 304 };
      if (status !== 416) throw new ObjectStoreUnavailableError(error);
      const whole = await this.read(key, { head: true });
      return whole?.status === 200 ? { status: 416, size: whole.contentLength } : whole;
    }
  }

  /** Every object whose key starts with `prefix`, keys without the studio's prefix. */
  async list(prefix: string): Promise<ListedObject[]> {
    const objects: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.keyOf(prefix), ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        objects.push({ key: object.Key.slice(this.settings.prefix.length), size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: this.keyOf(key) }));
      const output = await this.call(() => this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch, Quiet: true } })));
      const failed = output.Errors?.[0];
      if (failed) throw new ObjectStoreUnavailableError(new Error(`${failed.Key}: ${failed.Code} ${failed.Message}`));
    }
  }

  /** Removes every object whose key starts with `prefix`. */
  async removeUnder(prefix: string): Promise<void> {
    await this.remove((await this.list(prefix)).map((object) => object.key));
  }

  close(): void {
    this.client.destroy();
  }

  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw new ObjectStoreUnavailableError(error);
    }
  }
}

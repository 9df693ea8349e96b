import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { S3Settings } from '../config';
import { BlockingDownloader } from './blocking-download';
import { type ObjectRead, type ObjectReadRequest, S3Bucket } from './s3-bucket';
import type { SharedMediaFile, SharedMediaStore } from './shared-media-store';

/** Every media file is the object `<S3_PREFIX>media/<owner>/<id>/<name>`. */
const MEDIA_FOLDER = 'media/';

/** Media in an S3 bucket (STORAGE=s3): what one process writes, every other one reads and serves. */
export class S3MediaStore implements SharedMediaStore, OnModuleDestroy {
  private readonly logger = new Logger(S3MediaStore.name);
  private readonly bucket: S3Bucket;
  private readonly downloader: BlockingDownloader;

  constructor(settings: S3Settings) {
    this.bucket = new S3Bucket(settings);
    this.downloader = new BlockingDownloader(settings);
  }

  upload(key: string, path: string): Promise<void> {
    return this.bucket.putFile(MEDIA_FOLDER + key, path);
  }

  fetchBlocking(key: string, path: string): boolean {
    try {
      return this.downloader.download(this.bucket.keyOf(MEDIA_FOLDER + key), path);
    } catch (error) {
      this.logger.warn(`Could not fetch /media/${key} from the bucket: ${(error as Error).message}`);
      return false;
    }
  }

  async list(folder: string): Promise<SharedMediaFile[]> {
    const prefix = `${MEDIA_FOLDER}${folder}/`;
    return (await this.bucket.list(prefix)).map((object) => ({ name: object.key.slice(prefix.length), writtenAt: object.lastModified }));
  }

  remove(keys: readonly string[]): Promise<void> {
    return this.bucket.remove(keys.map((key) => MEDIA_FOLDER + key));
  }

  removeFolder(folder: string): Promise<void> {
    return this.bucket.removeUnder(`${MEDIA_FOLDER}${folder}/`);
  }

  read(key: string, request: ObjectReadRequest): Promise<ObjectRead | null> {
    return this.bucket.read(MEDIA_FOLDER + key, request);
  }

  async onModuleDestroy(): Promise<void> {
    await this.downloader.close();
    this.bucket.close();
  }
}

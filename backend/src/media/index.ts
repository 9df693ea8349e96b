export * from './cascaded-media';
export * from './media-formats';
export * from './media-storage.service';
export * from './media-upload';
export { ObjectStoreUnavailableError } from './media.errors';
export { S3Bucket } from './s3-bucket';
export { MediaModule } from './media.module';

import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { MediaStorage } from './media-storage.service';
import { S3MediaStore } from './s3-media-store';
import { SHARED_MEDIA_STORE } from './shared-media-store';

/**
 * Stored media files (uploads, generated audio and models, renders); served by media-files.setup.ts.
 * With STORAGE=s3 they are shared through the bucket by every API server and worker.
 */
@Module({
  providers: [
    {
      provide: SHARED_MEDIA_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.storage.kind === 's3' ? new S3MediaStore(config.storage) : null),
    },
    MediaStorage,
  ],
  exports: [MediaStorage],
})
export class MediaModule {}

import { Module } from '@nestjs/common';
import { MediaStorage } from './media-storage.service';

/** Stored media files (uploads, generated audio and models); served by media-files.setup.ts. */
@Module({
  providers: [MediaStorage],
  exports: [MediaStorage],
})
export class MediaModule {}

export * from './cascaded-media';
export * from './media-formats';
export * from './media-storage.service';
export * from './media-upload';
export { MediaModule } from './media.module';

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { ScenesService } from '../scenes';
import { forgetChunks, renderCacheDir } from './render-chunk-cache';

/**
 * Tells the scenes module how to remove a deleted scene's drawn chunks: they sit outside its
 * media, under DATA_DIR/render-cache, and nothing else would ever read or remove them.
 */
@Injectable()
export class RenderCacheCleanup implements OnModuleInit {
  constructor(
    private readonly scenes: ScenesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scenes.removeRenderCachesWith(async (sceneIds) => {
      for (const id of sceneIds) await forgetChunks(renderCacheDir(this.config.dataDir, id));
    });
  }
}

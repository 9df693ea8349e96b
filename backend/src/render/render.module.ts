import { Module } from '@nestjs/common';
import { CharactersModule } from '../characters';
import { APP_CONFIG, type AppConfig } from '../config';
import { JobsModule } from '../jobs';
import { MediaModule } from '../media';
import { ModelGenerationModule } from '../model-generation';
import { MusicModule } from '../music';
import { ProjectsModule } from '../projects';
import { SceneCharactersModule } from '../scene-characters';
import { ScenesModule } from '../scenes';
import { SetsModule } from '../sets';
import { VoiceLinesModule } from '../voice-lines';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';
import { FRAME_RENDERER } from './frame-renderer';
import { RenderController } from './render.controller';
import { RenderCacheCleanup } from './render-cache-cleanup';
import { RenderFreshness } from './render-freshness';
import { RenderService } from './render.service';
import { SceneRenderChunkJob } from './scene-render-chunk.job';
import { SceneModels } from './scene-models';
import { SceneRenderJob } from './scene-render.job';
import { SceneTimelineService } from './scene-timeline.service';
import { StoryboardController } from './storyboard.controller';
import { StoryboardService } from './storyboard.service';

/**
 * Scene rendering: timelines, the 'scene.render' job (which has missing 3D models generated first)
 * and its 'scene.render-chunk' jobs (Chromium frames + ffmpeg), storyboard PDFs drawn by the same
 * renderer, and their routes.
 */
@Module({
  imports: [ScenesModule, SetsModule, MusicModule, SceneCharactersModule, CharactersModule, VoiceLinesModule, MediaModule, JobsModule, ModelGenerationModule, ProjectsModule],
  controllers: [RenderController, StoryboardController],
  providers: [
    SceneTimelineService,
    SceneModels,
    SceneRenderJob,
    SceneRenderChunkJob,
    RenderService,
    RenderFreshness,
    RenderCacheCleanup,
    StoryboardService,
    {
      provide: FRAME_RENDERER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ChromiumFrameRenderer(config.render.chromiumPath),
    },
  ],
  exports: [RenderService],
})
export class RenderModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { MusicTrackEntity } from '../music/music-track.entity';
import { ProjectsModule } from '../projects/projects.module';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { SceneEntity } from '../scenes/scene.entity';
import { SetEntity } from '../sets/set.entity';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { ChromiumFrameRenderer } from './chromium-frame-renderer';
import { FRAME_RENDERER } from './frame-renderer';
import { RenderController } from './render.controller';
import { RenderService } from './render.service';
import { SceneRenderChunkJob } from './scene-render-chunk.job';
import { SceneRenderJob } from './scene-render.job';
import { SceneTimelineService } from './scene-timeline.service';

/** Scene rendering: timelines, the 'scene.render' job and its 'scene.render-chunk' jobs (Chromium frames + ffmpeg), and its routes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([SceneEntity, SetEntity, MusicTrackEntity, SceneCharacterEntity, CharacterEntity, VoiceLineEntity]),
    ProjectsModule,
    MediaModule,
    JobsModule,
  ],
  controllers: [RenderController],
  providers: [
    SceneTimelineService,
    SceneRenderJob,
    SceneRenderChunkJob,
    RenderService,
    {
      provide: FRAME_RENDERER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ChromiumFrameRenderer(config.render.chromiumPath),
    },
  ],
  exports: [RenderService],
})
export class RenderModule {}

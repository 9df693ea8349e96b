import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { MusicModule } from '../music/music.module';
import { ProjectsModule } from '../projects/projects.module';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { SetsModule } from '../sets/sets.module';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { SceneEntity } from './scene.entity';
import { ScenesController } from './scenes.controller';
import { ScenesService } from './scenes.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SceneEntity, SceneCharacterEntity, VoiceLineEntity]),
    ProjectsModule,
    SetsModule,
    MusicModule,
    MediaModule,
  ],
  controllers: [ScenesController],
  providers: [ScenesService],
  exports: [ScenesService],
})
export class ScenesModule {}

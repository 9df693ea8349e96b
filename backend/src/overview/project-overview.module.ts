import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { MusicTrackEntity } from '../music/music-track.entity';
import { ProjectEntity } from '../projects/project.entity';
import { SceneCharacterEntity } from '../scene-characters/scene-character.entity';
import { SceneEntity } from '../scenes/scene.entity';
import { SetEntity } from '../sets/set.entity';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { ProjectOverviewController } from './project-overview.controller';
import { ProjectOverviewService } from './project-overview.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProjectEntity,
      CharacterEntity,
      SetEntity,
      MusicTrackEntity,
      SceneEntity,
      SceneCharacterEntity,
      VoiceLineEntity,
    ]),
  ],
  controllers: [ProjectOverviewController],
  providers: [ProjectOverviewService],
})
export class ProjectOverviewModule {}

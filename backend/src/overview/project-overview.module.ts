import { Module } from '@nestjs/common';
import { CharactersModule } from '../characters';
import { MusicModule } from '../music';
import { ProjectsModule } from '../projects';
import { SceneCharactersModule } from '../scene-characters';
import { ScenesModule } from '../scenes';
import { SetsModule } from '../sets';
import { VoiceLinesModule } from '../voice-lines';
import { ProjectOverviewController } from './project-overview.controller';
import { ProjectOverviewService } from './project-overview.service';

@Module({
  imports: [ProjectsModule, CharactersModule, SetsModule, MusicModule, ScenesModule, SceneCharactersModule, VoiceLinesModule],
  controllers: [ProjectOverviewController],
  providers: [ProjectOverviewService],
  exports: [ProjectOverviewService],
})
export class ProjectOverviewModule {}

import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints/blueprints.module';
import { CharactersModule } from '../characters/characters.module';
import { MediaModule } from '../media/media.module';
import { MusicModule } from '../music/music.module';
import { ProjectsModule } from '../projects/projects.module';
import { ScenesModule } from '../scenes/scenes.module';
import { SetsModule } from '../sets/sets.module';
import { VoiceLinesModule } from '../voice-lines/voice-lines.module';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';
import { ProjectBundleService } from './project-bundle.service';

/** Projects in and out as manifests and bundles. */
@Module({
  imports: [BlueprintsModule, MediaModule, ProjectsModule, ScenesModule, CharactersModule, SetsModule, MusicModule, VoiceLinesModule],
  controllers: [ImportsController],
  providers: [ImportsService, ProjectBundleService],
  exports: [ProjectBundleService],
})
export class ImportsModule {}

import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints';
import { CharactersModule } from '../characters';
import { MediaModule } from '../media';
import { MusicModule } from '../music';
import { ProjectsModule } from '../projects';
import { ScenesModule } from '../scenes';
import { SetsModule } from '../sets';
import { VoiceLinesModule } from '../voice-lines';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';
import { ProjectBundleService } from './project-bundle.service';
import { SceneArchiveService } from './scene-archive.service';

/** Projects in and out as manifests and bundles, and the director's archives (bundles kept in storage). */
@Module({
  imports: [BlueprintsModule, MediaModule, ProjectsModule, ScenesModule, CharactersModule, SetsModule, MusicModule, VoiceLinesModule],
  controllers: [ImportsController],
  providers: [ImportsService, ProjectBundleService, SceneArchiveService],
  exports: [ProjectBundleService],
})
export class ImportsModule {}

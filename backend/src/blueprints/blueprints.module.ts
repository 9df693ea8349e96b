import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { MusicModule } from '../music/music.module';
import { ProjectsModule } from '../projects/projects.module';
import { VoiceLinesModule } from '../voice-lines/voice-lines.module';
import { BlueprintsController } from './blueprints.controller';
import { BlueprintsService } from './blueprints.service';

/** Projects made from a blueprint in one transaction, their missing media queued after. */
@Module({
  imports: [MediaModule, ModelGenerationModule, MusicModule, VoiceLinesModule, ProjectsModule],
  controllers: [BlueprintsController],
  providers: [BlueprintsService],
  exports: [BlueprintsService],
})
export class BlueprintsModule {}

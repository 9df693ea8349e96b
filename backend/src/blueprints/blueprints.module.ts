import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { MusicModule } from '../music/music.module';
import { VoiceLinesModule } from '../voice-lines/voice-lines.module';
import { BlueprintsService } from './blueprints.service';

/** Projects made from a blueprint in one transaction, their missing media queued after. */
@Module({
  imports: [MediaModule, ModelGenerationModule, MusicModule, VoiceLinesModule],
  providers: [BlueprintsService],
  exports: [BlueprintsService],
})
export class BlueprintsModule {}

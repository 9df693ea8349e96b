import { Module } from '@nestjs/common';
import { CharactersModule } from '../characters';
import { MediaModule } from '../media';
import { ModelGenerationModule } from '../model-generation';
import { MusicModule } from '../music';
import { ProjectsModule } from '../projects';
import { SceneCharactersModule } from '../scene-characters';
import { ScenesModule } from '../scenes';
import { SetsModule } from '../sets';
import { VoiceLinesModule } from '../voice-lines';
import { BlueprintsController } from './blueprints.controller';
import { BlueprintsService } from './blueprints.service';

/** Projects made from a blueprint in one transaction (each module's repository writes its rows in it), their missing media queued after. */
@Module({
  imports: [MediaModule, ModelGenerationModule, ProjectsModule, CharactersModule, SetsModule, MusicModule, ScenesModule, SceneCharactersModule, VoiceLinesModule],
  controllers: [BlueprintsController],
  providers: [BlueprintsService],
  exports: [BlueprintsService],
})
export class BlueprintsModule {}

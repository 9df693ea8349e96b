import { Module } from '@nestjs/common';
import { CharactersModule } from '../characters';
import { EngineSelectionModule } from '../engine-selection';
import { JobsModule } from '../jobs';
import { MediaModule } from '../media';
import { SetsModule } from '../sets';
import { CharacterModelJob } from './character-model.job';
import { ModelGenerationController } from './model-generation.controller';
import { ModelGenerationService } from './model-generation.service';
import { ModelJobRunner } from './model-job-runner';
import { SetModelJob } from './set-model.job';

/** 3D models for characters and sets: the model jobs and the on-demand builds. */
@Module({
  imports: [CharactersModule, SetsModule, MediaModule, JobsModule, EngineSelectionModule],
  controllers: [ModelGenerationController],
  providers: [ModelGenerationService, ModelJobRunner, CharacterModelJob, SetModelJob],
  exports: [CharacterModelJob, SetModelJob, ModelGenerationService],
})
export class ModelGenerationModule {}

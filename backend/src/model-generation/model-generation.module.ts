import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterEntity } from '../characters/character.entity';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { ProjectsModule } from '../projects/projects.module';
import { SetEntity } from '../sets/set.entity';
import { SettingsModule } from '../settings/settings.module';
import { CharacterModelJob } from './character-model.job';
import { ModelGenerationController } from './model-generation.controller';
import { ModelGenerationService } from './model-generation.service';
import { localModelEngineProvider, ModelEngines } from './model-engine';
import { ModelJobRunner } from './model-job-runner';
import { SetModelJob } from './set-model.job';

/** 3D models for characters and sets: the model jobs and the on-demand builds. */
@Module({
  imports: [TypeOrmModule.forFeature([CharacterEntity, SetEntity]), ProjectsModule, MediaModule, JobsModule, SettingsModule],
  controllers: [ModelGenerationController],
  providers: [ModelGenerationService, ModelJobRunner, CharacterModelJob, SetModelJob, ModelEngines, localModelEngineProvider],
  exports: [CharacterModelJob, SetModelJob, ModelGenerationService],
})
export class ModelGenerationModule {}

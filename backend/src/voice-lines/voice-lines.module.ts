import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharactersModule } from '../characters/characters.module';
import { EngineSelectionModule } from '../engine-selection/engine-selection.module';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { ProjectsModule } from '../projects/projects.module';
import { ScenesModule } from '../scenes/scenes.module';
import { VoiceLineEntity } from './voice-line.entity';
import { VoiceLineSynthesisJob } from './voice-line-synthesis.job';
import { VoiceLinesController } from './voice-lines.controller';
import { VoiceLinesService } from './voice-lines.service';
import { VoiceSynthesisService } from './voice-synthesis.service';

@Module({
  imports: [TypeOrmModule.forFeature([VoiceLineEntity]), ProjectsModule, CharactersModule, ScenesModule, MediaModule, JobsModule, EngineSelectionModule],
  controllers: [VoiceLinesController],
  providers: [VoiceLinesService, VoiceSynthesisService, VoiceLineSynthesisJob],
  exports: [VoiceLineSynthesisJob, VoiceLinesService],
})
export class VoiceLinesModule {}

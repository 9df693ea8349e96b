import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharactersModule } from '../characters';
import { EngineSelectionModule } from '../engine-selection';
import { JobsModule } from '../jobs';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { ScenesModule } from '../scenes';
import { VoiceLineEntity } from './voice-line.entity';
import { VoiceLineSynthesisJob } from './voice-line-synthesis.job';
import { VoiceLinesController } from './voice-lines.controller';
import { VoiceLinesRepository } from './voice-lines.repository';
import { VoiceLinesService } from './voice-lines.service';
import { VoiceSynthesisService } from './voice-synthesis.service';

@Module({
  imports: [TypeOrmModule.forFeature([VoiceLineEntity]), ProjectsModule, CharactersModule, ScenesModule, MediaModule, JobsModule, EngineSelectionModule],
  controllers: [VoiceLinesController],
  providers: [VoiceLinesService, VoiceLinesRepository, VoiceSynthesisService, VoiceLineSynthesisJob],
  exports: [VoiceLineSynthesisJob, VoiceLinesService, VoiceLinesRepository],
})
export class VoiceLinesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharactersModule } from '../characters/characters.module';
import { EspeakVoiceEngine } from '../engines/voice/espeak-voice-engine';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { ProjectsModule } from '../projects/projects.module';
import { ScenesModule } from '../scenes/scenes.module';
import { VoiceLineEntity } from './voice-line.entity';
import { VoiceLineSynthesisJob } from './voice-line-synthesis.job';
import { VoiceLinesController } from './voice-lines.controller';
import { VoiceLinesService } from './voice-lines.service';
import { VOICE_ENGINE, VoiceSynthesisService } from './voice-synthesis.service';

@Module({
  imports: [TypeOrmModule.forFeature([VoiceLineEntity]), ProjectsModule, CharactersModule, ScenesModule, MediaModule, JobsModule],
  controllers: [VoiceLinesController],
  providers: [
    VoiceLinesService,
    VoiceSynthesisService,
    VoiceLineSynthesisJob,
    { provide: VOICE_ENGINE, useFactory: () => new EspeakVoiceEngine() },
  ],
})
export class VoiceLinesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { APP_CONFIG, type AppConfig } from '../config';
import { OpenAiScriptEnricher } from '../engines';
import { usableKey } from '../engine-selection';
import { ServiceKeys, SettingsModule } from '../settings';
import { SCRIPT_ENRICHER, ScreenplayAnalyzer } from './screenplay-analyzer';
import { ScriptEntity } from './script.entity';
import { CharactersModule } from '../characters';
import { ScenesModule } from '../scenes';
import { VoiceLinesModule } from '../voice-lines';
import { ProjectScreenplayService } from './project-screenplay.service';
import { ScreenplayDownloadsController } from './screenplay-downloads.controller';
import { ScriptsController } from './scripts.controller';
import { ScriptsRepository } from './scripts.repository';
import { ScriptsService } from './scripts.service';

@Module({
  imports: [TypeOrmModule.forFeature([ScriptEntity]), ProjectsModule, MediaModule, SettingsModule, ScenesModule, CharactersModule, VoiceLinesModule],
  controllers: [ScriptsController, ScreenplayDownloadsController],
  providers: [
    ScriptsService,
    ProjectScreenplayService,
    ScriptsRepository,
    ScreenplayAnalyzer,
    {
      // Asked on every analysis: a key saved in Settings applies at once.
      provide: SCRIPT_ENRICHER,
      inject: [ServiceKeys, APP_CONFIG],
      useFactory: (keys: ServiceKeys, config: AppConfig) => new OpenAiScriptEnricher({ apiKey: usableKey(keys, 'openai'), baseUrl: config.openai.baseUrl }),
    },
  ],
  exports: [ScriptsService],
})
export class ScriptsModule {}

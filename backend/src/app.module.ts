import { DynamicModule, Module, type Type } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { CharactersModule } from './characters/characters.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DocsModule } from './docs/docs.module';
import { EventsModule } from './events/events.module';
import { FilmsModule } from './films/films.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { ModelGenerationModule } from './model-generation/model-generation.module';
import { MusicModule } from './music/music.module';
import { ProjectOverviewModule } from './overview/project-overview.module';
import { PlatformModule } from './platform/platform.module';
import { ProjectsModule } from './projects/projects.module';
import { ImportsModule } from './imports/imports.module';
import { DirectorModule } from './director/director.module';
import { ScriptsModule } from './scripts/scripts.module';
import { RenderModule } from './render/render.module';
import { SceneCharactersModule } from './scene-characters/scene-characters.module';
import { ScenesModule } from './scenes/scenes.module';
import { DemoSeedModule } from './seed/demo-seed.module';
import { SetsModule } from './sets/sets.module';
import { SettingsModule } from './settings/settings.module';
import { StatusModule } from './status/status.module';
import { VoiceLinesModule } from './voice-lines/voice-lines.module';

/** One module per domain; a new domain (auth, health, ...) is one more entry. */
export const FEATURE_MODULES = [
  AuthModule,
  HealthModule,
  StatusModule,
  SettingsModule,
  DocsModule,
  PlatformModule,
  EventsModule,
  JobsModule,
  ProjectsModule,
  ProjectOverviewModule,
  CharactersModule,
  SetsModule,
  MusicModule,
  ScenesModule,
  SceneCharactersModule,
  VoiceLinesModule,
  ModelGenerationModule,
  RenderModule,
  ScriptsModule,
  DirectorModule,
  FilmsModule,
  ImportsModule,
  DemoSeedModule,
];

@Module({})
export class AppModule {
  /** `featureModules`: all of them, except in tests that need the app without one. */
  static forRoot(config: AppConfig, featureModules: readonly Type[] = FEATURE_MODULES): DynamicModule {
    return {
      module: AppModule,
      imports: [AppConfigModule.forRoot(config), DatabaseModule, ...featureModules],
    };
  }
}

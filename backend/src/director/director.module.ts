import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints/blueprints.module';
import { CharactersModule } from '../characters/characters.module';
import { ImportsModule } from '../imports/imports.module';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { ModelGenerationModule } from '../model-generation/model-generation.module';
import { MusicModule } from '../music/music.module';
import { ProjectsModule } from '../projects/projects.module';
import { RenderModule } from '../render/render.module';
import { SceneCharactersModule } from '../scene-characters/scene-characters.module';
import { ScenesModule } from '../scenes/scenes.module';
import { ScriptsModule } from '../scripts/scripts.module';
import { SetsModule } from '../sets/sets.module';
import { VoiceLinesModule } from '../voice-lines/voice-lines.module';
import { AutoGenerateJob } from './auto-generate.job';
import { DirectorAssetsService } from './director-assets.service';
import { FilmRenderJob } from './film-render.job';
import { SceneArchiveService } from './scene-archive.service';
import { DirectorController } from './director.controller';
import { DirectorService } from './director.service';

/** Turns an analysed screenplay into a project and tells what each scene still lacks. */
@Module({
  imports: [
    ProjectsModule,
    ScriptsModule,
    CharactersModule,
    SetsModule,
    MusicModule,
    ScenesModule,
    SceneCharactersModule,
    VoiceLinesModule,
    ModelGenerationModule,
    JobsModule,
    RenderModule,
    MediaModule,
    ImportsModule,
    BlueprintsModule,
  ],
  controllers: [DirectorController],
  providers: [DirectorService, DirectorAssetsService, SceneArchiveService, AutoGenerateJob, FilmRenderJob],
})
export class DirectorModule {}

import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints';
import { CharactersModule } from '../characters';
import { ImportsModule } from '../imports';
import { JobsModule } from '../jobs';
import { MediaModule } from '../media';
import { ModelGenerationModule } from '../model-generation';
import { MusicModule } from '../music';
import { ProjectsModule } from '../projects';
import { RenderModule } from '../render';
import { SceneCharactersModule } from '../scene-characters';
import { ScenesModule } from '../scenes';
import { ScriptsModule } from '../scripts';
import { SetsModule } from '../sets';
import { VoiceLinesModule } from '../voice-lines';
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

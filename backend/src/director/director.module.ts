import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints';
import { ImportsModule } from '../imports';
import { JobsModule } from '../jobs';
import { MediaModule } from '../media';
import { ModelGenerationModule } from '../model-generation';
import { MusicModule } from '../music';
import { ProjectOverviewModule } from '../overview';
import { ProjectsModule } from '../projects';
import { RenderModule } from '../render';
import { ScenesModule } from '../scenes';
import { ScriptsModule } from '../scripts';
import { VoiceLinesModule } from '../voice-lines';
import { AutoGenerateJob } from './auto-generate.job';
import { DirectorAssetsService } from './director-assets.service';
import { FilmRenderJob } from './film-render.job';
import { FilmHandoffController } from './film-handoff/film-handoff.controller';
import { FilmHandoffService } from './film-handoff/film-handoff.service';
import { DirectorController } from './director.controller';
import { DirectorService } from './director.service';

/**
 * Turns an analysed screenplay and the director's requests into blueprints (written by the blueprint
 * service) and jobs, and tells what each scene still lacks; reads come from the project overview.
 */
@Module({
  imports: [
    ProjectsModule,
    ProjectOverviewModule,
    ScriptsModule,
    BlueprintsModule,
    ModelGenerationModule,
    MusicModule,
    VoiceLinesModule,
    ScenesModule,
    JobsModule,
    RenderModule,
    MediaModule,
    ImportsModule,
  ],
  controllers: [DirectorController, FilmHandoffController],
  providers: [DirectorService, DirectorAssetsService, AutoGenerateJob, FilmRenderJob, FilmHandoffService],
})
export class DirectorModule {}

import { Module } from '@nestjs/common';
import { DirectorModule } from '../director';
import { JobsModule } from '../jobs';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { RenderModule } from '../render';
import { ScenesModule } from '../scenes';
import { FilmHandoffController } from './film-handoff/film-handoff.controller';
import { FilmHandoffService } from './film-handoff/film-handoff.service';
import { FilmRenderJob } from './film-render.job';
import { FilmsController } from './films.controller';
import { FilmsService } from './films.service';

/**
 * The project's film: every ready scene rendered and joined into one MP4 (the 'project.render-film'
 * job), and its editor handoff. Which scene is ready is the director's call.
 */
@Module({
  imports: [ProjectsModule, ScenesModule, JobsModule, RenderModule, MediaModule, DirectorModule],
  controllers: [FilmsController, FilmHandoffController],
  providers: [FilmsService, FilmRenderJob, FilmHandoffService],
})
export class FilmsModule {}

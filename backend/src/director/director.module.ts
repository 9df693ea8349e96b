import { Module } from '@nestjs/common';
import { BlueprintsModule } from '../blueprints';
import { JobsModule } from '../jobs';
import { ProjectOverviewModule } from '../overview';
import { RenderModule } from '../render';
import { ScriptsModule } from '../scripts';
import { AutoGenerateJob } from './auto-generate.job';
import { DirectorAssetsService } from './director-assets.service';
import { DirectorController } from './director.controller';
import { DirectorService } from './director.service';

/**
 * Turns an analysed screenplay and the director's requests into blueprints (written by the blueprint
 * service) and jobs, and tells what each scene still lacks; reads come from the project overview.
 */
@Module({
  imports: [
    ProjectOverviewModule,
    ScriptsModule,
    BlueprintsModule,
    JobsModule,
    RenderModule,
  ],
  controllers: [DirectorController],
  providers: [DirectorService, DirectorAssetsService, AutoGenerateJob],
  // The film (backend/src/films) renders the scenes the director finds ready.
  exports: [DirectorService],
})
export class DirectorModule {}

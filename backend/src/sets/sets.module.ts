import { Module } from '@nestjs/common';
import { resourceModule } from '../common';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { SetEntity } from './set.entity';
import { SetsController } from './sets.controller';
import { SetsRepository } from './sets.repository';
import { SetsService } from './sets.service';

@Module(resourceModule({ entity: SetEntity, controller: SetsController, service: SetsService, repository: SetsRepository, imports: [ProjectsModule, MediaModule] }))
export class SetsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media';
import { ProjectChangeAnnouncer } from './project-change-announcer';
import { ProjectEntity } from './project.entity';
import { ProjectsController } from './projects.controller';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProjectEntity]), MediaModule],
  controllers: [ProjectsController],
  providers: [ProjectsService, ProjectsRepository, ProjectChangeAnnouncer],
  exports: [ProjectsService, ProjectsRepository],
})
export class ProjectsModule {}

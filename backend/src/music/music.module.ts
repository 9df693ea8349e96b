import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EngineSelectionModule } from '../engine-selection/engine-selection.module';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { ProjectsModule } from '../projects/projects.module';
import { MusicTrackEntity } from './music-track.entity';
import { MusicController } from './music.controller';
import { MusicComposeJob } from './music-compose.job';
import { MusicGenerationService } from './music-generation.service';
import { MusicService } from './music.service';

@Module({
  imports: [TypeOrmModule.forFeature([MusicTrackEntity]), ProjectsModule, MediaModule, JobsModule, EngineSelectionModule],
  controllers: [MusicController],
  providers: [MusicService, MusicComposeJob, MusicGenerationService],
  exports: [MusicService, MusicComposeJob],
})
export class MusicModule {}

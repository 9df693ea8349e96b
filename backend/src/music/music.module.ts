import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { ProjectsModule } from '../projects/projects.module';
import { MusicTrackEntity } from './music-track.entity';
import { MusicController } from './music.controller';
import { MusicComposeJob } from './music-compose.job';
import { musicEngineProvider } from './music-engine';
import { MusicService } from './music.service';

@Module({
  imports: [TypeOrmModule.forFeature([MusicTrackEntity]), ProjectsModule, MediaModule, JobsModule],
  controllers: [MusicController],
  providers: [MusicService, MusicComposeJob, musicEngineProvider],
  exports: [MusicService],
})
export class MusicModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EngineSelectionModule } from '../engine-selection';
import { JobsModule } from '../jobs';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { MusicTrackEntity } from './music-track.entity';
import { MusicController } from './music.controller';
import { MusicComposeJob } from './music-compose.job';
import { MusicGenerationService } from './music-generation.service';
import { MusicTracksRepository } from './music-tracks.repository';
import { MusicService } from './music.service';

@Module({
  imports: [TypeOrmModule.forFeature([MusicTrackEntity]), ProjectsModule, MediaModule, JobsModule, EngineSelectionModule],
  controllers: [MusicController],
  providers: [MusicService, MusicTracksRepository, MusicComposeJob, MusicGenerationService],
  exports: [MusicService, MusicTracksRepository, MusicComposeJob],
})
export class MusicModule {}

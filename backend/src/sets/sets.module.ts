import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { SetEntity } from './set.entity';
import { SetsController } from './sets.controller';
import { SetsRepository } from './sets.repository';
import { SetsService } from './sets.service';

@Module({
  imports: [TypeOrmModule.forFeature([SetEntity]), ProjectsModule, MediaModule],
  controllers: [SetsController],
  providers: [SetsService, SetsRepository],
  exports: [SetsService, SetsRepository],
})
export class SetsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media';
import { MusicModule } from '../music';
import { ProjectsModule } from '../projects';
import { SetsModule } from '../sets';
import { SceneEntity } from './scene.entity';
import { ScenesController } from './scenes.controller';
import { ScenesRepository } from './scenes.repository';
import { ScenesService } from './scenes.service';

@Module({
  imports: [TypeOrmModule.forFeature([SceneEntity]), ProjectsModule, SetsModule, MusicModule, MediaModule],
  controllers: [ScenesController],
  providers: [ScenesService, ScenesRepository],
  exports: [ScenesService, ScenesRepository],
})
export class ScenesModule {}

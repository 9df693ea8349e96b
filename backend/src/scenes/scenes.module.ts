import { Module } from '@nestjs/common';
import { resourceModule } from '../common';
import { MediaModule } from '../media';
import { MusicModule } from '../music';
import { ProjectsModule } from '../projects';
import { SetsModule } from '../sets';
import { SceneEntity } from './scene.entity';
import { ScenesController } from './scenes.controller';
import { ScenesRepository } from './scenes.repository';
import { ScenesService } from './scenes.service';

@Module(resourceModule({ entity: SceneEntity, controller: ScenesController, service: ScenesService, repository: ScenesRepository, imports: [ProjectsModule, SetsModule, MusicModule, MediaModule] }))
export class ScenesModule {}

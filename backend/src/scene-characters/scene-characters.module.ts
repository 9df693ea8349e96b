import { Module } from '@nestjs/common';
import { resourceModule } from '../common';
import { CharactersModule } from '../characters';
import { ScenesModule } from '../scenes';
import { SceneCharacterEntity } from './scene-character.entity';
import { SceneCharactersController } from './scene-characters.controller';
import { SceneCharactersRepository } from './scene-characters.repository';
import { SceneCharactersService } from './scene-characters.service';

@Module(resourceModule({ entity: SceneCharacterEntity, controller: SceneCharactersController, service: SceneCharactersService, repository: SceneCharactersRepository, imports: [ScenesModule, CharactersModule] }))
export class SceneCharactersModule {}

import { Module } from '@nestjs/common';
import { resourceModule } from '../common';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { CharacterEntity } from './character.entity';
import { CharactersController } from './characters.controller';
import { CharactersRepository } from './characters.repository';
import { CharactersService } from './characters.service';

@Module(resourceModule({ entity: CharacterEntity, controller: CharactersController, service: CharactersService, repository: CharactersRepository, imports: [ProjectsModule, MediaModule] }))
export class CharactersModule {}

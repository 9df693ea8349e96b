import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharactersModule } from '../characters';
import { ScenesModule } from '../scenes';
import { SceneCharacterEntity } from './scene-character.entity';
import { SceneCharactersController } from './scene-characters.controller';
import { SceneCharactersRepository } from './scene-characters.repository';
import { SceneCharactersService } from './scene-characters.service';

@Module({
  imports: [TypeOrmModule.forFeature([SceneCharacterEntity]), ScenesModule, CharactersModule],
  controllers: [SceneCharactersController],
  providers: [SceneCharactersService, SceneCharactersRepository],
  exports: [SceneCharactersService, SceneCharactersRepository],
})
export class SceneCharactersModule {}

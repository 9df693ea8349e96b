import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharactersModule } from '../characters/characters.module';
import { ProjectsModule } from '../projects/projects.module';
import { ScenesModule } from '../scenes/scenes.module';
import { SceneCharacterEntity } from './scene-character.entity';
import { SceneCharactersController } from './scene-characters.controller';
import { SceneCharactersService } from './scene-characters.service';

@Module({
  imports: [TypeOrmModule.forFeature([SceneCharacterEntity]), ScenesModule, CharactersModule, ProjectsModule],
  controllers: [SceneCharactersController],
  providers: [SceneCharactersService],
  exports: [SceneCharactersService],
})
export class SceneCharactersModule {}

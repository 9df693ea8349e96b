import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media';
import { ProjectsModule } from '../projects';
import { CharacterEntity } from './character.entity';
import { CharactersController } from './characters.controller';
import { CharactersRepository } from './characters.repository';
import { CharactersService } from './characters.service';

@Module({
  imports: [TypeOrmModule.forFeature([CharacterEntity]), ProjectsModule, MediaModule],
  controllers: [CharactersController],
  providers: [CharactersService, CharactersRepository],
  exports: [CharactersService, CharactersRepository],
})
export class CharactersModule {}

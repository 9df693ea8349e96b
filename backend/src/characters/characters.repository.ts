import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { ProjectItemRepository } from '../projects';
import { CharacterEntity } from './character.entity';

export type NewCharacter = Omit<CharacterEntity, 'id' | 'project'>;
/** The columns written after creation: the edits, the uploaded image, the generated model and its status. */
export type CharacterChanges = Partial<
  Pick<CharacterEntity, 'name' | 'description' | 'isPirate' | 'voiceName' | 'voicePitch' | 'voiceRate' | 'referenceImagePath' | 'modelPath' | 'status'>
>;

/** The characters table. */
@Injectable()
export class CharactersRepository extends ProjectItemRepository<CharacterEntity, NewCharacter, CharacterChanges> {
  constructor(@InjectRepository(CharacterEntity) characters: Repository<CharacterEntity>) {
    super(characters);
  }

  /** Characters whose name equals `name`, ignoring case, across all projects. */
  findByName(name: string): Promise<CharacterEntity[]> {
    return this.rows
      .createQueryBuilder('character')
      .where('LOWER(character.name) = LOWER(:name)', { name })
      .orderBy('character.id', 'ASC')
      .getMany();
  }

  findByIds(ids: number[]): Promise<CharacterEntity[]> {
    return this.rows.find({ where: { id: In(ids) } });
  }
}

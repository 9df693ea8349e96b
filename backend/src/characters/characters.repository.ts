import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { sameName } from '@studio/contracts/names';
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

  /** Characters named `name` by sameName, across all projects (no SQL collation compares names as nameKey does). */
  async findByName(name: string): Promise<CharacterEntity[]> {
    const named = await this.rows.find({ select: { id: true, name: true }, order: { id: 'ASC' } });
    const ids = named.filter((character) => sameName(character.name, name)).map((character) => character.id);
    return ids.length === 0 ? [] : this.rows.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  findByIds(ids: number[]): Promise<CharacterEntity[]> {
    return this.rows.find({ where: { id: In(ids) } });
  }
}

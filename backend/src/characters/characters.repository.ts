import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { insertInBulk, type RowChanges, updateInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from '../projects';
import { CharacterEntity } from './character.entity';

export type NewCharacter = Omit<CharacterEntity, 'id' | 'project'>;
/** The columns written after creation: the uploaded image, the generated model and its status. */
export type CharacterMediaChanges = Partial<Pick<CharacterEntity, 'referenceImagePath' | 'modelPath' | 'status'>>;

/** The characters table. Writes move the project's revision (ProjectTouchSubscriber). */
@Injectable()
export class CharactersRepository {
  constructor(@InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>) {}

  listByProject(projectId: number): Promise<CharacterEntity[]> {
    return this.characters.find({ where: { projectId }, order: { id: 'ASC' } });
  }

  /** Characters whose name equals `name`, ignoring case, across all projects. */
  findByName(name: string): Promise<CharacterEntity[]> {
    return this.characters
      .createQueryBuilder('character')
      .where('LOWER(character.name) = LOWER(:name)', { name })
      .orderBy('character.id', 'ASC')
      .getMany();
  }

  findById(id: number): Promise<CharacterEntity | null> {
    return this.characters.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<CharacterEntity[]> {
    return this.characters.find({ where: { id: In(ids) } });
  }

  async idsInProject(projectId: number): Promise<number[]> {
    return (await this.characters.find({ select: { id: true }, where: { projectId } })).map((row) => row.id);
  }

  insert(character: NewCharacter): Promise<CharacterEntity> {
    return this.characters.save(this.characters.create(character));
  }

  /** A project's new characters in bulk, within the caller's transaction (a blueprint's). */
  async insertMany(manager: EntityManager, projectId: number, characters: NewCharacter[]): Promise<CharacterEntity[]> {
    await projectContentChangedInBulk(manager, projectId);
    return insertInBulk(manager, CharacterEntity, characters);
  }

  /** Many of a project's rows at once, each its own changes, within the caller's transaction (a blueprint's files). */
  async updateMany(manager: EntityManager, projectId: number, updates: ReadonlyArray<RowChanges<CharacterEntity>>): Promise<void> {
    await projectContentChangedInBulk(manager, projectId);
    await updateInBulk(manager, CharacterEntity, updates);
  }

  save(row: CharacterEntity): Promise<CharacterEntity> {
    return this.characters.save(row);
  }

  /** False when the character is gone (deleted meanwhile). */
  async update(id: number, changes: CharacterMediaChanges): Promise<boolean> {
    const { affected } = await this.characters.update({ id }, changes);
    if (affected) await projectContentChanged(this.characters.manager, CharacterEntity, { id }, 'updated');
    return Boolean(affected);
  }

  /** The foreign keys take its scene links and voice lines along. */
  async remove(row: CharacterEntity): Promise<void> {
    await this.characters.remove(this.characters.create(row));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, In, Repository } from 'typeorm';
import { insertInBulk, type RowChanges, updateInBulk } from '../database';
import { projectContentChanged, projectContentChangedInBulk } from '../projects';
import { VoiceLineEntity } from './voice-line.entity';

export type NewVoiceLine = Omit<VoiceLineEntity, 'id' | 'scene' | 'character'>;
/** The columns a synthesis writes: the audio file and the status. */
export type LineAudioChanges = Partial<Pick<VoiceLineEntity, 'filePath' | 'status'>>;

/**
 * The voice_lines table; a line belongs to its speaker's project. Writes move the project's
 * revision (ProjectTouchSubscriber).
 */
@Injectable()
export class VoiceLinesRepository {
  constructor(@InjectRepository(VoiceLineEntity) private readonly lines: Repository<VoiceLineEntity>) {}

  /** Every line spoken by a character of the project, assigned to a scene or not. */
  listByProject(projectId: number): Promise<VoiceLineEntity[]> {
    return this.lines
      .createQueryBuilder('line')
      .innerJoin('line.character', 'character')
      .where('character.projectId = :projectId', { projectId })
      .orderBy('line.id', 'ASC')
      .getMany();
  }

  listByScene(sceneId: number): Promise<VoiceLineEntity[]> {
    return this.lines.find({ where: { sceneId }, order: { id: 'ASC' } });
  }

  listByCharacter(characterId: number): Promise<VoiceLineEntity[]> {
    return this.lines.find({ where: { characterId }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<VoiceLineEntity | null> {
    return this.lines.findOneBy({ id });
  }

  /** How many lines each of the scenes has (absent: none), in one query. */
  async countByScene(sceneIds: number[]): Promise<Map<number, number>> {
    const counts = await this.lines
      .createQueryBuilder('line')
      .select('line.sceneId', 'sceneId')
      .addSelect('COUNT(*)', 'count')
      .where({ sceneId: In(sceneIds) })
      .groupBy('line.sceneId')
      .getRawMany<{ sceneId: number | string; count: number | string }>();
    return new Map(counts.map((entry) => [Number(entry.sceneId), Number(entry.count)]));
  }

  async idsInProject(projectId: number): Promise<number[]> {
    return (await this.listByProject(projectId)).map((row) => row.id);
  }

  async idsOfCharacter(characterId: number): Promise<number[]> {
    return (await this.lines.find({ select: { id: true }, where: { characterId } })).map((row) => row.id);
  }

  insert(line: NewVoiceLine): Promise<VoiceLineEntity> {
    return this.lines.save(this.lines.create(line));
  }

  /** A project's new lines in bulk, within the caller's transaction (a blueprint's). */
  async insertMany(manager: EntityManager, projectId: number, lines: NewVoiceLine[]): Promise<VoiceLineEntity[]> {
    await projectContentChangedInBulk(manager, projectId);
    return insertInBulk(manager, VoiceLineEntity, lines);
  }

  /** Many of a project's rows at once, each its own changes, within the caller's transaction (a blueprint's files). */
  async updateMany(manager: EntityManager, projectId: number, updates: ReadonlyArray<RowChanges<VoiceLineEntity>>): Promise<void> {
    await projectContentChangedInBulk(manager, projectId);
    await updateInBulk(manager, VoiceLineEntity, updates);
  }

  save(row: VoiceLineEntity): Promise<VoiceLineEntity> {
    return this.lines.save(row);
  }

  /** False when the line is gone (deleted meanwhile). */
  update(id: number, changes: LineAudioChanges): Promise<boolean> {
    return this.updateWhere({ id }, changes);
  }

  /** Only while the line still says `text` in `characterId`'s voice (an edit queues a newer synthesis); false otherwise. */
  updateIfUnchanged(line: Pick<VoiceLineEntity, 'id' | 'text' | 'characterId'>, changes: LineAudioChanges): Promise<boolean> {
    return this.updateWhere({ id: line.id, text: line.text, characterId: line.characterId }, changes);
  }

  async updateAll(lines: readonly VoiceLineEntity[], changes: LineAudioChanges): Promise<void> {
    if (lines.length === 0) return;
    await this.lines.update({ id: In(lines.map((line) => line.id)) }, changes);
    for (const line of lines) await projectContentChanged(this.lines.manager, VoiceLineEntity, line, 'updated');
  }

  async remove(row: VoiceLineEntity): Promise<void> {
    await this.lines.remove(this.lines.create(row));
  }

  private async updateWhere(where: FindOptionsWhere<VoiceLineEntity> & { id: number }, changes: LineAudioChanges): Promise<boolean> {
    const { affected } = await this.lines.update(where, changes);
    if (affected) await projectContentChanged(this.lines.manager, VoiceLineEntity, { id: where.id }, 'updated');
    return Boolean(affected);
  }
}

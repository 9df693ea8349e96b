import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, type Repository } from 'typeorm';
import { projectContentChanged, ProjectItemRepository } from '../projects';
import { VoiceLineEntity } from './voice-line.entity';

/** A new line has no audio yet, so no phonemes. */
export type NewVoiceLine = Omit<VoiceLineEntity, 'id' | 'scene' | 'character' | 'phonemes'>;
/** The columns a synthesis writes: the audio file, its phonemes and the status. */
export type LineAudioChanges = Partial<Pick<VoiceLineEntity, 'filePath' | 'phonemes' | 'status'>>;

/**
 * The voice_lines table; a line belongs to its speaker's project.
 */
@Injectable()
export class VoiceLinesRepository extends ProjectItemRepository<VoiceLineEntity, NewVoiceLine, LineAudioChanges> {
  constructor(@InjectRepository(VoiceLineEntity) lines: Repository<VoiceLineEntity>) {
    super(lines);
  }

  /** Every line spoken by a character of the project, assigned to a scene or not; within `manager`'s transaction when given. */
  override listByProject(projectId: number, manager?: EntityManager): Promise<VoiceLineEntity[]> {
    return (manager?.getRepository(VoiceLineEntity) ?? this.rows)
      .createQueryBuilder('line')
      .innerJoin('line.character', 'character')
      .where('character.projectId = :projectId', { projectId })
      .orderBy('line.id', 'ASC')
      .getMany();
  }

  listByScene(sceneId: number): Promise<VoiceLineEntity[]> {
    return this.rows.find({ where: { sceneId }, order: { id: 'ASC' } });
  }

  listByCharacter(characterId: number): Promise<VoiceLineEntity[]> {
    return this.rows.find({ where: { characterId }, order: { id: 'ASC' } });
  }

  /** How many lines each of the scenes has (absent: none), in one query. */
  async countByScene(sceneIds: number[]): Promise<Map<number, number>> {
    const counts = await this.rows
      .createQueryBuilder('line')
      .select('line.sceneId', 'sceneId')
      .addSelect('COUNT(*)', 'count')
      .where({ sceneId: In(sceneIds) })
      .groupBy('line.sceneId')
      .getRawMany<{ sceneId: number | string; count: number | string }>();
    return new Map(counts.map((entry) => [Number(entry.sceneId), Number(entry.count)]));
  }

  async idsOfCharacter(characterId: number): Promise<number[]> {
    return (await this.rows.find({ select: { id: true }, where: { characterId } })).map((row) => row.id);
  }

  /**
   * Only while the line still says `text` in `characterId`'s voice with the same feeling (an edit
   * queues a newer synthesis); false otherwise.
   */
  updateIfUnchanged(line: Pick<VoiceLineEntity, 'id' | 'text' | 'characterId' | 'emotion' | 'intensity'>, changes: LineAudioChanges): Promise<boolean> {
    return this.updateWhere(
      {
        id: line.id,
        text: line.text,
        characterId: line.characterId,
        emotion: line.emotion === null ? IsNull() : line.emotion,
        intensity: line.intensity === null ? IsNull() : line.intensity,
      },
      changes,
    );
  }

  async updateAll(lines: readonly VoiceLineEntity[], changes: LineAudioChanges): Promise<void> {
    if (lines.length === 0) return;
    await this.rows.update({ id: In(lines.map((line) => line.id)) }, changes);
    for (const line of lines) await projectContentChanged(this.rows.manager, VoiceLineEntity, line, 'updated');
  }
}

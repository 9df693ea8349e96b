import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Ok } from '@studio/contracts/common';
import type { Job } from '@studio/contracts/jobs';
import type { createVoiceLineSchema, updateVoiceLineSchema, VoiceLine } from '@studio/contracts/voice-lines';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import type { CharacterEntity } from '../characters/character.entity';
import { CharactersService } from '../characters/characters.service';
import { definedFields } from '../common/defined-fields';
import { JobsService } from '../jobs/jobs.service';
import { MediaStorage } from '../media/media-storage.service';
import { ProjectsService } from '../projects/projects.service';
import { ScenesService } from '../scenes/scenes.service';
import { ForeignSceneError, ForeignSpeakerError, VoiceLineNotFoundError } from './voice-line.errors';
import { VoiceLineEntity } from './voice-line.entity';
import { toVoiceLine } from './voice-line.mapper';
import { VoiceLineSynthesisJob } from './voice-line-synthesis.job';

export type CreateVoiceLineInput = z.output<typeof createVoiceLineSchema>;
export type UpdateVoiceLineInput = z.output<typeof updateVoiceLineSchema>;

@Injectable()
export class VoiceLinesService implements OnModuleInit {
  constructor(
    @InjectRepository(VoiceLineEntity) private readonly voiceLines: Repository<VoiceLineEntity>,
    private readonly projects: ProjectsService,
    private readonly characters: CharactersService,
    private readonly scenes: ScenesService,
    private readonly synthesis: VoiceLineSynthesisJob,
    private readonly media: MediaStorage,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.characters.onVoiceChange((speaker) => this.respeakLinesOf(speaker));
  }

  /** Every line spoken by a character of the project, assigned to a scene or not. */
  async listByProject(projectId: number): Promise<VoiceLine[]> {
    await this.projects.requireProject(projectId);
    const rows = await this.voiceLines
      .createQueryBuilder('line')
      .innerJoin('line.character', 'character')
      .where('character.projectId = :projectId', { projectId })
      .orderBy('line.id', 'ASC')
      .getMany();
    return rows.map(toVoiceLine);
  }

  async listByScene(sceneId: number): Promise<VoiceLine[]> {
    await this.scenes.requireScene(sceneId);
    return (await this.voiceLines.find({ where: { sceneId }, order: { id: 'ASC' } })).map(toVoiceLine);
  }

  async get(id: number): Promise<VoiceLine> {
    return toVoiceLine(await this.requireVoiceLine(id));
  }

  /** Creates the line and queues its synthesis; its status follows the job. */
  async create(input: CreateVoiceLineInput): Promise<VoiceLine> {
    const sceneId = input.sceneId ?? null;
    const projectId = await this.checkReferences(input.characterId, sceneId);
    const row = this.voiceLines.create({
      characterId: input.characterId,
      sceneId,
      text: input.text,
      status: 'pending',
      filePath: null,
    });
    const saved = await this.voiceLines.save(row);
    await this.projects.touch(projectId, { entity: 'voice-line', id: saved.id, change: 'created' });
    await this.synthesis.enqueue(saved, projectId);
    return toVoiceLine(saved);
  }

  async update(id: number, input: UpdateVoiceLineInput): Promise<VoiceLine> {
    const row = await this.requireVoiceLine(id);
    const changes = definedFields(input);
    const projectId = await this.projectIdOf(row);
    const characterId = changes.characterId ?? row.characterId;
    const sceneId = changes.sceneId !== undefined ? changes.sceneId : row.sceneId;
    // A line stays in its project: a new speaker must come from the same one.
    if ((await this.checkReferences(characterId, sceneId)) !== projectId) throw new ForeignSpeakerError(characterId);
    // New words or a new voice: speak it again (the current file stays until the new one replaces it).
    const respeak =
      (changes.text !== undefined && changes.text !== row.text) ||
      (changes.characterId !== undefined && changes.characterId !== row.characterId);
    Object.assign(row, changes, respeak ? { status: 'pending' } : {});
    const saved = await this.voiceLines.save(row);
    await this.projects.touch(projectId, { entity: 'voice-line', id, change: 'updated' });
    if (respeak) await this.synthesis.enqueue(saved, projectId);
    return toVoiceLine(saved);
  }

  /** Speaks the line again (the current file stays until the new one replaces it); a synthesis under way is the answer. */
  async respeak(id: number): Promise<Job> {
    const row = await this.requireVoiceLine(id);
    const active = await this.jobs.activeJob('voice-line.synthesize', { type: 'voice-line', id });
    return active ?? this.synthesis.enqueue(row, await this.projectIdOf(row));
  }

  async remove(id: number): Promise<Ok> {
    const row = await this.requireVoiceLine(id);
    const projectId = await this.projectIdOf(row);
    await this.voiceLines.delete(id);
    await this.projects.touch(projectId, { entity: 'voice-line', id, change: 'deleted' });
    await this.media.removeOwners('voice-lines', [id]);
    return { ok: true };
  }

  /** The speaker has a new voice: each of their lines goes back to pending and is spoken again in it. */
  private async respeakLinesOf(speaker: CharacterEntity): Promise<void> {
    const lines = await this.voiceLines.find({ where: { characterId: speaker.id }, order: { id: 'ASC' } });
    if (lines.length === 0) return;
    await this.voiceLines.update({ characterId: speaker.id }, { status: 'pending' });
    for (const line of lines) {
      await this.projects.touch(speaker.projectId, { entity: 'voice-line', id: line.id, change: 'updated' });
      await this.synthesis.enqueue(line, speaker.projectId);
    }
  }

  private async requireVoiceLine(id: number): Promise<VoiceLineEntity> {
    const row = await this.voiceLines.findOneBy({ id });
    if (!row) throw new VoiceLineNotFoundError(id);
    return row;
  }

  /** A line belongs to its speaker's project. */
  private async projectIdOf(row: VoiceLineEntity): Promise<number> {
    return (await this.characters.requireCharacter(row.characterId)).projectId;
  }

  /**
   * 409 unless the speaker exists and the scene, when given, is in the speaker's project.
   * Returns that project's id.
   */
  private async checkReferences(characterId: number, sceneId: number | null): Promise<number> {
    const character = await this.characters.requireReferencedCharacter(characterId);
    if (sceneId !== null) {
      const scene = await this.scenes.requireReferencedScene(sceneId);
      if (scene.projectId !== character.projectId) throw new ForeignSceneError(sceneId);
    }
    return character.projectId;
  }
}

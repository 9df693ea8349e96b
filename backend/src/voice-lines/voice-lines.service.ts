import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import type { createVoiceLineSchema, updateVoiceLineSchema, VoiceLine } from '@studio/contracts/voice-lines';
import type { z } from 'zod';
import { type CharacterEntity, CharactersService } from '../characters';
import { definedFields } from '../common';
import { MediaStorage } from '../media';
import { ProjectsService } from '../projects';
import { ScenesService } from '../scenes';
import { ForeignSceneError, ForeignSpeakerError, VoiceLineNotFoundError } from './voice-line.errors';
import type { VoiceLineEntity } from './voice-line.entity';
import { changesSpeech, newDirectionColumns, toDirectionColumns, toVoiceLine } from './voice-line.mapper';
import { VoiceLineSynthesisJob } from './voice-line-synthesis.job';
import { VoiceLinesRepository } from './voice-lines.repository';

export type CreateVoiceLineInput = z.output<typeof createVoiceLineSchema>;
export type UpdateVoiceLineInput = z.output<typeof updateVoiceLineSchema>;

@Injectable()
export class VoiceLinesService implements OnModuleInit {
  constructor(
    private readonly voiceLines: VoiceLinesRepository,
    private readonly projects: ProjectsService,
    private readonly characters: CharactersService,
    private readonly scenes: ScenesService,
    private readonly synthesis: VoiceLineSynthesisJob,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.characters.onVoiceChange((speaker) => this.respeakLinesOf(speaker));
    this.characters.addLinesMedia((characterId) => this.voiceLines.idsOfCharacter(characterId));
    this.projects.addContentMedia('voice-lines', (projectId) => this.voiceLines.idsInProject(projectId));
    this.scenes.countLinesWith((sceneIds) => this.voiceLines.countByScene(sceneIds));
  }

  /** Every line spoken by a character of the project, assigned to a scene or not. */
  async listByProject(projectId: number): Promise<VoiceLine[]> {
    await this.projects.requireProject(projectId);
    return (await this.voiceLines.listByProject(projectId)).map(toVoiceLine);
  }

  async listByScene(sceneId: number): Promise<VoiceLine[]> {
    await this.scenes.requireScene(sceneId);
    return (await this.voiceLines.listByScene(sceneId)).map(toVoiceLine);
  }

  async get(id: number): Promise<VoiceLine> {
    return toVoiceLine(await this.requireVoiceLine(id));
  }

  /** Creates the line and queues its synthesis; its status follows the job. */
  async create(input: CreateVoiceLineInput): Promise<VoiceLine> {
    const sceneId = input.sceneId ?? null;
    const projectId = await this.checkReferences(input.characterId, sceneId, input.camera?.subjectId);
    const saved = await this.voiceLines.insert({
      characterId: input.characterId,
      sceneId,
      text: input.text,
      status: 'pending',
      filePath: null,
      ...newDirectionColumns(input),
    });
    await this.synthesis.enqueue(saved, projectId);
    return toVoiceLine(saved);
  }

  async update(id: number, input: UpdateVoiceLineInput): Promise<VoiceLine> {
    const row = await this.requireVoiceLine(id);
    const { characterId: newSpeaker, text, sceneId: newScene } = input;
    const changes = { ...definedFields({ characterId: newSpeaker, text, sceneId: newScene }), ...toDirectionColumns(input) };
    const projectId = await this.projectIdOf(row);
    const characterId = changes.characterId ?? row.characterId;
    const sceneId = changes.sceneId !== undefined ? changes.sceneId : row.sceneId;
    // A line stays in its project: a new speaker must come from the same one.
    if ((await this.checkReferences(characterId, sceneId, input.camera?.subjectId)) !== projectId) throw new ForeignSpeakerError(characterId);
    const respeak = changesSpeech(row, changes);
    Object.assign(row, changes, respeak ? { status: 'pending' } : {});
    const saved = await this.voiceLines.save(row);
    if (respeak) await this.synthesis.enqueue(saved, projectId);
    return toVoiceLine(saved);
  }

  async remove(id: number): Promise<Ok> {
    const row = await this.requireVoiceLine(id);
    await this.voiceLines.remove(row);
    await this.media.removeOwners('voice-lines', [id]);
    return { ok: true };
  }

  /** The speaker has a new voice: each of their lines goes back to pending and is spoken again in it. */
  private async respeakLinesOf(speaker: CharacterEntity): Promise<void> {
    const lines = await this.voiceLines.listByCharacter(speaker.id);
    await this.voiceLines.updateAll(lines, { status: 'pending' });
    for (const line of lines) await this.synthesis.enqueue(line, speaker.projectId);
  }

  private requireVoiceLine(id: number): Promise<VoiceLineEntity> {
    return this.voiceLines.requireById(id, VoiceLineNotFoundError);
  }

  /** A line belongs to its speaker's project. */
  private async projectIdOf(row: VoiceLineEntity): Promise<number> {
    return (await this.characters.requireCharacter(row.characterId)).projectId;
  }

  /**
   * 409 unless the speaker exists and the scene and the shot's subject, when given, are in the
   * speaker's project. Returns that project's id.
   */
  private async checkReferences(characterId: number, sceneId: number | null, cameraSubjectId?: number | null): Promise<number> {
    const character = await this.characters.requireReferencedCharacter(characterId);
    if (sceneId !== null) {
      const scene = await this.scenes.requireReferencedScene(sceneId);
      if (scene.projectId !== character.projectId) throw new ForeignSceneError(sceneId);
    }
    if (cameraSubjectId != null && (await this.characters.requireReferencedCharacter(cameraSubjectId)).projectId !== character.projectId) {
      throw new ForeignSpeakerError(cameraSubjectId);
    }
    return character.projectId;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Character, createCharacterSchema, updateCharacterSchema } from '@studio/contracts/characters';
import type { Ok } from '@studio/contracts/common';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { definedFields } from '../common/defined-fields';
import { sameVoiceProfile, voiceProfileFor } from '../engines/voice/voice-profile';
import { MediaStorage } from '../media/media-storage.service';
import { REFERENCE_IMAGE } from '../media/media-formats';
import { requireMediaUpload, type UploadedMedia } from '../media/media-upload';
import { ProjectsService } from '../projects/projects.service';
import { VoiceLineEntity } from '../voice-lines/voice-line.entity';
import { CharacterNotFoundError, UnknownCharacterError } from './character.errors';
import { CharacterEntity } from './character.entity';
import { toCharacter, toVoiceColumns, voiceProfileOf } from './character.mapper';

export type CreateCharacterInput = z.output<typeof createCharacterSchema>;
export type UpdateCharacterInput = z.output<typeof updateCharacterSchema>;
/** Told after a character's voice changed, within the request that changed it. */
export type VoiceChangeListener = (character: CharacterEntity) => Promise<void>;

@Injectable()
export class CharactersService {
  private readonly voiceChangeListeners: VoiceChangeListener[] = [];

  constructor(
    @InjectRepository(CharacterEntity) private readonly characters: Repository<CharacterEntity>,
    private readonly projects: ProjectsService,
    private readonly media: MediaStorage,
  ) {}

  async listByProject(projectId: number): Promise<Character[]> {
    await this.projects.requireProject(projectId);
    return (await this.characters.find({ where: { projectId }, order: { id: 'ASC' } })).map(toCharacter);
  }

  /** Characters whose name equals `name`, ignoring case, across all projects. */
  async findByName(name: string): Promise<Character[]> {
    const rows = await this.characters
      .createQueryBuilder('character')
      .where('LOWER(character.name) = LOWER(:name)', { name })
      .orderBy('character.id', 'ASC')
      .getMany();
    return rows.map(toCharacter);
  }

  async get(id: number): Promise<Character> {
    return toCharacter(await this.requireCharacter(id));
  }

  async create(input: CreateCharacterInput): Promise<Character> {
    await this.projects.requireReferencedProject(input.projectId);
    const row = this.characters.create({
      name: input.name,
      description: input.description ?? null,
      projectId: input.projectId,
      status: 'pending',
      modelPath: null,
      referenceImagePath: input.referenceImagePath ?? null,
      isPirate: input.isPirate,
      // Stored, not derived on read: renaming the character later keeps its voice.
      ...toVoiceColumns(voiceProfileFor(input.name)),
    });
    const saved = await this.characters.save(row);
    await this.projects.touch(saved.projectId, { entity: 'character', id: saved.id, change: 'created' });
    return toCharacter(saved);
  }

  async update(id: number, input: UpdateCharacterInput): Promise<Character> {
    const row = await this.requireCharacter(id);
    const previousImage = row.referenceImagePath;
    const previousVoice = voiceProfileOf(row);
    const { voice, ...fields } = definedFields(input);
    // A row from before stored profiles pins the voice it had, so a rename does not change it.
    Object.assign(row, fields, toVoiceColumns(voice ?? previousVoice));
    const saved = await this.characters.save(row);
    await this.projects.touch(saved.projectId, { entity: 'character', id, change: 'updated' });
    if (saved.referenceImagePath !== previousImage) await this.media.removeOwnedFile('characters', id, previousImage);
    if (voice && !sameVoiceProfile(voice, previousVoice)) {
      for (const listener of this.voiceChangeListeners) await listener(saved);
    }
    return toCharacter(saved);
  }

  /** Voice lines live in a module that depends on this one: they subscribe here to be spoken again. */
  onVoiceChange(listener: VoiceChangeListener): void {
    this.voiceChangeListeners.push(listener);
  }

  /** Stores an uploaded reference image as the character's, replacing (and deleting) the previous one. */
  async setReferenceImage(id: number, file: UploadedMedia | undefined): Promise<Character> {
    const row = await this.requireCharacter(id);
    const upload = requireMediaUpload(REFERENCE_IMAGE, file);
    const url = await this.media.save('characters', id, 'reference', upload.format.extension, upload.bytes);
    const result = await this.characters.update({ id }, { referenceImagePath: url }).catch(async (error: unknown) => {
      await this.media.removeOwnedFile('characters', id, url);
      throw error;
    });
    // Deleted while the file was being written: keep nothing of it.
    if (!result.affected) {
      await this.media.removeOwners('characters', [id]);
      throw new CharacterNotFoundError(id);
    }
    await this.projects.touch(row.projectId, { entity: 'character', id, change: 'updated' });
    await this.media.removeOwnedFile('characters', id, row.referenceImagePath);
    return toCharacter({ ...row, referenceImagePath: url });
  }

  /** Deletes the character with its scene links and its voice lines (foreign keys cascade), then its media. */
  async remove(id: number): Promise<Ok> {
    const row = await this.requireCharacter(id);
    // The delete cascades to the character's voice lines: their audio goes too.
    const lines = await this.characters.manager.find(VoiceLineEntity, { select: { id: true }, where: { characterId: id } });
    await this.characters.delete(id);
    await this.projects.touch(row.projectId, { entity: 'character', id, change: 'deleted' });
    await this.media.removeOwners('characters', [id]);
    await this.media.removeOwners('voice-lines', lines.map((line) => line.id));
    return { ok: true };
  }

  async requireCharacter(id: number): Promise<CharacterEntity> {
    const row = await this.characters.findOneBy({ id });
    if (!row) throw new CharacterNotFoundError(id);
    return row;
  }

  /** For a character named in a request body: 409 when missing. */
  async requireReferencedCharacter(id: number): Promise<CharacterEntity> {
    const row = await this.characters.findOneBy({ id });
    if (!row) throw new UnknownCharacterError(id);
    return row;
  }
}

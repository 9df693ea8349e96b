import { Injectable } from '@nestjs/common';
import type { Character, createCharacterSchema, updateCharacterSchema } from '@studio/contracts/characters';
import type { Ok } from '@studio/contracts/common';
import type { z } from 'zod';
import { definedFields, DuplicateNameError } from '../common';
import { sameVoiceProfile } from '../engines';
import { CascadedMedia, type CascadedIds, MediaStorage, REFERENCE_IMAGE, type UploadedMedia } from '../media';
import { ProjectItemService, ProjectsService } from '../projects';
import { CharacterNotFoundError, UnknownCharacterError } from './character.errors';
import type { CharacterEntity } from './character.entity';
import { newCharacterRow, toCharacter, toVoiceColumns, voiceProfileOf } from './character.mapper';
import { CharactersRepository } from './characters.repository';

export type CreateCharacterInput = z.output<typeof createCharacterSchema>;
export type UpdateCharacterInput = z.output<typeof updateCharacterSchema>;
/** Told after a character's voice changed, within the request that changed it. */
export type VoiceChangeListener = (character: CharacterEntity) => Promise<void>;
/** Told of a character just created, within the request that created it. */
export type CharacterCreatedListener = (character: CharacterEntity) => Promise<void>;

const nameTaken = (existingName: string) => new DuplicateNameError('character', existingName);

@Injectable()
export class CharactersService extends ProjectItemService<CharacterEntity, Character> {
  private readonly voiceChangeListeners: VoiceChangeListener[] = [];
  private readonly createdListeners: CharacterCreatedListener[] = [];
  private readonly linesMedia: CascadedMedia;

  constructor(
    private readonly characters: CharactersRepository,
    projects: ProjectsService,
    media: MediaStorage,
  ) {
    super(characters, projects, media, { toItem: toCharacter, notFound: CharacterNotFoundError, mediaOwner: 'characters' });
    this.linesMedia = new CascadedMedia(media);
  }

  /** Characters whose name equals `name`, ignoring case, across all projects. */
  async findByName(name: string): Promise<Character[]> {
    return (await this.characters.findByName(name)).map(toCharacter);
  }

  async create(input: CreateCharacterInput): Promise<Character> {
    await this.projects.requireReferencedProject(input.projectId);
    const saved = await this.characters.insertNamed(newCharacterRow(input.projectId, input), nameTaken);
    for (const listener of this.createdListeners) await listener(saved);
    return toCharacter(saved);
  }

  async update(id: number, input: UpdateCharacterInput): Promise<Character> {
    const row = await this.requireCharacter(id);
    const previousVoice = voiceProfileOf(row);
    const { voice, ...fields } = definedFields(input);
    // Only the edited columns: a model job finishing meanwhile keeps the model it saved. A row
    // from before stored profiles pins the voice it had, so a rename does not change it.
    const write = () => this.characters.update(id, { ...fields, ...toVoiceColumns(voice ?? previousVoice) }, row.projectId);
    await this.characters.writeEdit(row, fields.name, nameTaken, write);
    const saved = await this.requireCharacter(id);
    if (saved.referenceImagePath !== row.referenceImagePath) await this.media.removeOwnedFile('characters', id, row.referenceImagePath);
    if (voice && !sameVoiceProfile(voice, previousVoice)) {
      for (const listener of this.voiceChangeListeners) await listener(saved);
    }
    return toCharacter(saved);
  }

  /** Models are made in a module that depends on this one: it subscribes here to build a new character's. */
  onCreate(listener: CharacterCreatedListener): void {
    this.createdListeners.push(listener);
  }

  /** Voice lines live in a module that depends on this one: they subscribe here to be spoken again. */
  onVoiceChange(listener: VoiceChangeListener): void {
    this.voiceChangeListeners.push(listener);
  }

  /** Likewise, they say how to find a character's lines, whose audio goes when the delete takes them along. */
  addLinesMedia(linesOfCharacter: CascadedIds): void {
    this.linesMedia.add('voice-lines', linesOfCharacter);
  }

  /** Stores an uploaded reference image as the character's, replacing (and deleting) the previous one. */
  setReferenceImage(id: number, file: UploadedMedia | undefined): Promise<Character> {
    return this.storeUpload(id, file, {
      kind: REFERENCE_IMAGE,
      prefix: 'reference',
      replaced: (row) => row.referenceImagePath,
      changes: (url) => ({ referenceImagePath: url }),
    });
  }

  /** Deletes the character with its scene links and its voice lines (foreign keys cascade), then its media and theirs. */
  override async remove(id: number): Promise<Ok> {
    const row = await this.requireCharacter(id);
    // The delete cascades to the character's voice lines: their audio goes too.
    const removeLinesMedia = await this.linesMedia.collect(id);
    await this.characters.remove(row);
    await this.media.removeOwners('characters', [id]);
    await removeLinesMedia();
    return { ok: true };
  }

  requireCharacter(id: number): Promise<CharacterEntity> {
    return this.characters.requireById(id, CharacterNotFoundError);
  }

  /** For a character named in a request body: 409 when missing. */
  requireReferencedCharacter(id: number): Promise<CharacterEntity> {
    return this.characters.requireById(id, UnknownCharacterError);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Ok } from '@studio/contracts/common';
import type { SceneCharacter, sceneCharacterLinkSchema } from '@studio/contracts/scene-characters';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { CharactersService } from '../characters/characters.service';
import { ProjectsService } from '../projects/projects.service';
import { ScenesService } from '../scenes/scenes.service';
import {
  DuplicateSceneCharacterLinkError,
  ForeignCharacterError,
  SceneCharacterLinkNotFoundError,
} from './scene-character.errors';
import { SceneCharacterEntity } from './scene-character.entity';
import { toSceneCharacter } from './scene-character.mapper';

export type SceneCharacterLinkInput = z.output<typeof sceneCharacterLinkSchema>;

@Injectable()
export class SceneCharactersService {
  constructor(
    @InjectRepository(SceneCharacterEntity) private readonly links: Repository<SceneCharacterEntity>,
    private readonly scenes: ScenesService,
    private readonly characters: CharactersService,
    private readonly projects: ProjectsService,
  ) {}

  /** Casts a character in a scene of the same project; each pair at most once. */
  async link({ sceneId, characterId }: SceneCharacterLinkInput): Promise<SceneCharacter> {
    const scene = await this.scenes.requireReferencedScene(sceneId);
    const character = await this.characters.requireReferencedCharacter(characterId);
    if (character.projectId !== scene.projectId) throw new ForeignCharacterError(characterId);
    if (await this.links.existsBy({ sceneId, characterId })) {
      throw new DuplicateSceneCharacterLinkError(sceneId, characterId);
    }
    const link = await this.links.save(this.links.create({ sceneId, characterId }));
    await this.projects.touch(scene.projectId, { entity: 'scene-character', id: sceneId, change: 'created' });
    return toSceneCharacter(link);
  }

  async unlink({ sceneId, characterId }: SceneCharacterLinkInput): Promise<Ok> {
    const scene = await this.scenes.findScene(sceneId);
    if (!scene || !(await this.links.delete({ sceneId, characterId })).affected) {
      throw new SceneCharacterLinkNotFoundError(sceneId, characterId);
    }
    await this.projects.touch(scene.projectId, { entity: 'scene-character', id: sceneId, change: 'deleted' });
    return { ok: true };
  }
}

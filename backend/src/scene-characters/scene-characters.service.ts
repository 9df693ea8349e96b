import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import type { SceneCharacter, sceneCharacterLinkSchema } from '@studio/contracts/scene-characters';
import type { z } from 'zod';
import { CharactersService } from '../characters';
import { ScenesService } from '../scenes';
import {
  DuplicateSceneCharacterLinkError,
  ForeignCharacterError,
  SceneCharacterLinkNotFoundError,
} from './scene-character.errors';
import { toSceneCharacter } from './scene-character.mapper';
import { SceneCharactersRepository } from './scene-characters.repository';

export type SceneCharacterLinkInput = z.output<typeof sceneCharacterLinkSchema>;

@Injectable()
export class SceneCharactersService implements OnModuleInit {
  constructor(
    private readonly links: SceneCharactersRepository,
    private readonly scenes: ScenesService,
    private readonly characters: CharactersService,
  ) {}

  onModuleInit(): void {
    this.scenes.readCastWith((sceneIds) => this.links.castOf(sceneIds));
  }

  /** Casts a character in a scene of the same project; each pair at most once. */
  async link({ sceneId, characterId }: SceneCharacterLinkInput): Promise<SceneCharacter> {
    const scene = await this.scenes.requireReferencedScene(sceneId);
    const character = await this.characters.requireReferencedCharacter(characterId);
    if (character.projectId !== scene.projectId) throw new ForeignCharacterError(characterId);
    if (await this.links.exists({ sceneId, characterId })) {
      throw new DuplicateSceneCharacterLinkError(sceneId, characterId);
    }
    return toSceneCharacter(await this.links.insert({ sceneId, characterId }));
  }

  async unlink({ sceneId, characterId }: SceneCharacterLinkInput): Promise<Ok> {
    const scene = await this.scenes.findScene(sceneId);
    if (!scene || !(await this.links.delete({ sceneId, characterId }))) {
      throw new SceneCharacterLinkNotFoundError(sceneId, characterId);
    }
    return { ok: true };
  }
}

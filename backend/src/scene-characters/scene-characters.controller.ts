import { Body, Controller, Delete, Post } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import { sceneCharacterLinkSchema, type SceneCharacter } from '@studio/contracts/scene-characters';
import { SceneCharactersService, type SceneCharacterLinkInput } from './scene-characters.service';

@Controller()
export class SceneCharactersController {
  constructor(private readonly service: SceneCharactersService) {}

  @Post('/api/scene-characters')
  link(@Body({ schema: sceneCharacterLinkSchema }) body: SceneCharacterLinkInput): Promise<SceneCharacter> {
    return this.service.link(body);
  }

  @Delete('/api/scene-characters')
  unlink(@Body({ schema: sceneCharacterLinkSchema }) body: SceneCharacterLinkInput): Promise<Ok> {
    return this.service.unlink(body);
  }
}

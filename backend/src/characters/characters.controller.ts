import { Body, Controller, Delete, Get, Param, Post, Put, Query, UploadedFile } from '@nestjs/common';
import {
  characterLookupQuerySchema,
  createCharacterSchema,
  updateCharacterSchema,
  type Character,
  type CharacterLookupQuery,
} from '@studio/contracts/characters';
import { idParamSchema, type IdParam, type Ok } from '@studio/contracts/common';
import { REFERENCE_IMAGE } from '../media/media-formats';
import { AcceptsMediaUpload, type UploadedMedia } from '../media/media-upload';
import { CharactersService, type CreateCharacterInput, type UpdateCharacterInput } from './characters.service';

@Controller()
export class CharactersController {
  constructor(private readonly service: CharactersService) {}

  @Get('/api/projects/:id/characters')
  listByProject(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Character[]> {
    return this.service.listByProject(id);
  }

  @Get('/api/characters')
  findByName(@Query({ schema: characterLookupQuerySchema }) { name }: CharacterLookupQuery): Promise<Character[]> {
    return this.service.findByName(name);
  }

  @Get('/api/characters/:id')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Character> {
    return this.service.get(id);
  }

  @Post('/api/characters')
  create(@Body({ schema: createCharacterSchema }) body: CreateCharacterInput): Promise<Character> {
    return this.service.create(body);
  }

  @Put('/api/characters/:id')
  update(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @Body({ schema: updateCharacterSchema }) body: UpdateCharacterInput,
  ): Promise<Character> {
    return this.service.update(id, body);
  }

  @Delete('/api/characters/:id')
  remove(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Ok> {
    return this.service.remove(id);
  }

  @Post('/api/characters/:id/reference-image')
  @AcceptsMediaUpload(REFERENCE_IMAGE)
  uploadReferenceImage(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @UploadedFile() file: UploadedMedia | undefined,
  ): Promise<Character> {
    return this.service.setReferenceImage(id, file);
  }
}

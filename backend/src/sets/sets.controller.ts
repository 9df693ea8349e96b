import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { idParamSchema, type IdParam, type Ok } from '@studio/contracts/common';
import { createSetSchema, updateSetSchema, type StudioSet } from '@studio/contracts/sets';
import { SetsService, type CreateSetInput, type UpdateSetInput } from './sets.service';

@Controller()
export class SetsController {
  constructor(private readonly service: SetsService) {}

  @Get('/api/projects/:id/sets')
  listByProject(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<StudioSet[]> {
    return this.service.listByProject(id);
  }

  @Get('/api/sets/:id')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<StudioSet> {
    return this.service.get(id);
  }

  @Post('/api/sets')
  create(@Body({ schema: createSetSchema }) body: CreateSetInput): Promise<StudioSet> {
    return this.service.create(body);
  }

  @Put('/api/sets/:id')
  update(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @Body({ schema: updateSetSchema }) body: UpdateSetInput,
  ): Promise<StudioSet> {
    return this.service.update(id, body);
  }

  @Delete('/api/sets/:id')
  remove(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Ok> {
    return this.service.remove(id);
  }
}

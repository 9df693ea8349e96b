import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { idParamSchema, type IdParam, type Ok } from '@studio/contracts/common';
import { createSceneSchema, updateSceneSchema, type Scene } from '@studio/contracts/scenes';
import { ScenesService, type CreateSceneInput, type UpdateSceneInput } from './scenes.service';

@Controller()
export class ScenesController {
  constructor(private readonly service: ScenesService) {}

  @Get('/api/projects/:id/scenes')
  listByProject(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Scene[]> {
    return this.service.listByProject(id);
  }

  @Get('/api/scenes/:id')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Scene> {
    return this.service.get(id);
  }

  @Post('/api/scenes')
  create(@Body({ schema: createSceneSchema }) body: CreateSceneInput): Promise<Scene> {
    return this.service.create(body);
  }

  @Put('/api/scenes/:id')
  update(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @Body({ schema: updateSceneSchema }) body: UpdateSceneInput,
  ): Promise<Scene> {
    return this.service.update(id, body);
  }

  @Delete('/api/scenes/:id')
  remove(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Ok> {
    return this.service.remove(id);
  }
}

import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { idParamSchema, type IdParam, type Ok } from '@studio/contracts/common';
import {
  createProjectSchema,
  updateProjectSchema,
  type CreateProject,
  type Project,
  type UpdateProject,
} from '@studio/contracts/projects';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController {
  constructor(private readonly service: ProjectsService) {}

  @Get('/api/projects')
  list(): Promise<Project[]> {
    return this.service.list();
  }

  @Get('/api/projects/:id')
  get(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Project> {
    return this.service.get(id);
  }

  @Post('/api/projects')
  create(@Body({ schema: createProjectSchema }) body: CreateProject): Promise<Project> {
    return this.service.create(body);
  }

  @Put('/api/projects/:id')
  update(
    @Param({ schema: idParamSchema }) { id }: IdParam,
    @Body({ schema: updateProjectSchema }) body: UpdateProject,
  ): Promise<Project> {
    return this.service.update(id, body);
  }

  @Delete('/api/projects/:id')
  remove(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<Ok> {
    return this.service.remove(id);
  }
}

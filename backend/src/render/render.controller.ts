import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { idParamSchema, type IdParam } from '@studio/contracts/common';
import type { Job } from '@studio/contracts/jobs';
import { renderSceneByNameSchema, renderSceneSchema } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { RenderService, type RenderSceneByNameInput, type RenderSceneInput } from './render.service';

@Controller()
export class RenderController {
  constructor(private readonly service: RenderService) {}

  /** What a render of the scene would play: 409 naming what is missing when it is not ready. */
  @Get('/api/scenes/:id/timeline')
  timeline(@Param({ schema: idParamSchema }) { id }: IdParam): Promise<SceneTimeline> {
    return this.service.timeline(id);
  }

  /** 202: the render runs as a 'scene.render' job; its progress comes over /api/events. */
  @Post('/api/scenes/:id/render')
  @HttpCode(HttpStatus.ACCEPTED)
  render(@Param({ schema: idParamSchema }) { id }: IdParam, @Body({ schema: renderSceneSchema }) body: RenderSceneInput): Promise<Job> {
    return this.service.queueRender(id, body);
  }

  @Post('/api/render/scene')
  @HttpCode(HttpStatus.ACCEPTED)
  renderByName(@Body({ schema: renderSceneByNameSchema }) body: RenderSceneByNameInput): Promise<Job> {
    return this.service.queueRenderByName(body);
  }
}

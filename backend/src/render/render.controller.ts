import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { RenderService } from './render.service';

/**
 * The timeline is what a render of the scene would play (409 naming what is missing when it is
 * not ready); a render is a 'scene.render' job (202), whose progress comes over /api/events.
 */
@Controller()
export class RenderController extends EndpointsOf({ renders: RenderService }, {
  getSceneTimeline: ({ renders }, { params }) => renders.timeline(params.id),
  renderScene: ({ renders }, { params, body }) => renders.queueRender(params.id, body),
  renderSceneByName: ({ renders }, { body }) => renders.queueRenderByName(body),
}) {}

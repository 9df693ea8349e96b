import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { RenderService } from './render.service';

@Controller()
export class RenderController {
  constructor(private readonly service: RenderService) {}

  /** What a render of the scene would play: 409 naming what is missing when it is not ready. */
  @Endpoint('getSceneTimeline')
  timeline({ params }: EndpointInput<'getSceneTimeline'>) {
    return this.service.timeline(params.id);
  }

  /** 202: the render runs as a 'scene.render' job; its progress comes over /api/events. */
  @Endpoint('renderScene')
  render({ params, body }: EndpointInput<'renderScene'>) {
    return this.service.queueRender(params.id, body);
  }

  @Endpoint('renderSceneByName')
  renderByName({ body }: EndpointInput<'renderSceneByName'>) {
    return this.service.queueRenderByName(body);
  }
}

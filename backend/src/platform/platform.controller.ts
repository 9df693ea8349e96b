import { Controller } from '@nestjs/common';
import { Endpoint, type EndpointInput } from '../common';
import { PlatformService } from './platform.service';

/** The composition changes when a pin does, so the table marks it no-store. */
@Controller()
export class PlatformController {
  constructor(private readonly service: PlatformService) {}

  @Endpoint('getComposition')
  getComposition() {
    return this.service.getComposition();
  }

  @Endpoint('pinRemote')
  pinRemote({ params, body }: EndpointInput<'pinRemote'>) {
    return this.service.pinRemote(params.name, body.version);
  }

  @Endpoint('getRemotePinHistory')
  getPinHistory({ params }: EndpointInput<'getRemotePinHistory'>) {
    return this.service.getPinHistory(params.name);
  }
}

import { Controller } from '@nestjs/common';
import { EndpointsOf } from '../common';
import { PlatformService } from './platform.service';

/** The composition changes when a pin does, so the table marks it no-store. */
@Controller()
export class PlatformController extends EndpointsOf({ platform: PlatformService }, {
  getComposition: ({ platform }) => platform.getComposition(),
  pinRemote: ({ platform }, { params, body }) => platform.pinRemote(params.name, body.version),
  getRemotePinHistory: ({ platform }, { params }) => platform.getPinHistory(params.name),
}) {}

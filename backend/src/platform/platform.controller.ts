import { Body, Controller, Get, Header, Param, Put } from '@nestjs/common';
import {
  pinRemoteSchema,
  remoteNameParamSchema,
  type Composition,
  type PinRemote,
  type RemoteNameParam,
  type RemotePinHistory,
} from '@studio/contracts/platform';
import { PlatformService } from './platform.service';

/** The composition changes when a pin does, so no cache may keep it. */
@Controller()
export class PlatformController {
  constructor(private readonly service: PlatformService) {}

  @Get('/api/platform/composition')
  @Header('Cache-Control', 'no-store')
  getComposition(): Promise<Composition> {
    return this.service.getComposition();
  }

  @Put('/api/platform/composition/:name')
  @Header('Cache-Control', 'no-store')
  pinRemote(
    @Param({ schema: remoteNameParamSchema }) { name }: RemoteNameParam,
    @Body({ schema: pinRemoteSchema }) { version }: PinRemote,
  ): Promise<Composition> {
    return this.service.pinRemote(name, version);
  }

  @Get('/api/platform/composition/:name/history')
  getPinHistory(@Param({ schema: remoteNameParamSchema }) { name }: RemoteNameParam): Promise<RemotePinHistory> {
    return this.service.getPinHistory(name);
  }
}
